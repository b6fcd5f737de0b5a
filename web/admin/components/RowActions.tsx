import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

type Props = {
  onEdit: () => void;
  /** Without it no delete button shows (e.g. super admins). */
  onDelete?: () => void;
  /** Why delete is disabled, when it is (e.g. users still hold the skill). */
  deleteDisabledReason?: string;
};

/** Edit and delete buttons of a table row. */
export function RowActions({ onEdit, onDelete, deleteDisabledReason }: Props) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title="Edit">
        <IconButton aria-label="Edit" color="primary" size="small" onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onDelete && (
        <Tooltip title={deleteDisabledReason ?? 'Delete'}>
          <span>
            <IconButton
              aria-label="Delete"
              color="error"
              size="small"
              onClick={onDelete}
              disabled={Boolean(deleteDisabledReason)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
