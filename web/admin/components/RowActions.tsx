import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
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

const deleteIcon = <DeleteIcon fontSize="small" />;

/** Edit and delete buttons of a table row. */
export function RowActions({ onEdit, onDelete, deleteDisabledReason }: Props) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title="Edit">
        <IconButton aria-label="Edit" color="primary" size="small" onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onDelete && !deleteDisabledReason && (
        <Tooltip title="Delete">
          <IconButton aria-label="Delete" color="error" size="small" onClick={onDelete}>
            {deleteIcon}
          </IconButton>
        </Tooltip>
      )}
      {onDelete && deleteDisabledReason && (
        // A disabled button takes no focus: its wrapper does, so keyboard and screen reader users
        // reach the reason too (the tooltip opens on focus, the group's name carries it).
        <Tooltip title={deleteDisabledReason}>
          <Box
            component="span"
            tabIndex={0}
            role="group"
            aria-label={`Delete unavailable: ${deleteDisabledReason}`}
            sx={{
              display: 'inline-flex',
              borderRadius: '50%',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            <IconButton aria-label="Delete" color="error" size="small" disabled>
              {deleteIcon}
            </IconButton>
          </Box>
        </Tooltip>
      )}
    </Stack>
  );
}
