import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

type Props = {
  onEdit: () => void;
  /** Why edit is disabled, when it is (e.g. a plain admin on a super admin's row). */
  editDisabledReason?: string;
  /** Without it no delete button shows (e.g. super admins). */
  onDelete?: () => void;
  /** Why delete is disabled, when it is (e.g. users still hold the skill, one's own account). */
  deleteDisabledReason?: string;
  /** More buttons after Delete (e.g. Archive/Unarchive). */
  children?: ReactNode;
};

type ActionProps = {
  label: string;
  icon: ReactNode;
  color: 'primary' | 'error';
  onClick: () => void;
  disabledReason?: string;
};

/** One row button: with its label in a tooltip, or disabled with the reason. */
function Action({ label, icon, color, onClick, disabledReason }: ActionProps) {
  if (!disabledReason) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} color={color} size="small" onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    // A disabled button takes no focus: its wrapper does, so keyboard and screen reader users
    // reach the reason too (the tooltip opens on focus, the group's name carries it).
    <Tooltip title={disabledReason}>
      <Box
        component="span"
        tabIndex={0}
        role="group"
        aria-label={`${label} unavailable: ${disabledReason}`}
        sx={{
          display: 'inline-flex',
          borderRadius: '50%',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        <IconButton aria-label={label} color={color} size="small" disabled>
          {icon}
        </IconButton>
      </Box>
    </Tooltip>
  );
}

const editIcon = <EditIcon fontSize="small" />;
const deleteIcon = <DeleteIcon fontSize="small" />;

/** Edit and delete buttons of a table row; an action the admin may not take is disabled with its reason. */
export function RowActions({ onEdit, editDisabledReason, onDelete, deleteDisabledReason, children }: Props) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Action label="Edit" icon={editIcon} color="primary" onClick={onEdit} disabledReason={editDisabledReason} />
      {onDelete && (
        <Action label="Delete" icon={deleteIcon} color="error" onClick={onDelete} disabledReason={deleteDisabledReason} />
      )}
      {children}
    </Stack>
  );
}
