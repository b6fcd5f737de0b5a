import AchievementIcon from '@mui/icons-material/EmojiEventsOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ProjectsIcon from '@mui/icons-material/FolderOpenOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import EnrollIcon from '@mui/icons-material/PersonAddAlt';
import UnenrollIcon from '@mui/icons-material/PersonRemoveOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import type { AdminUser } from './api';

export type UserAction = 'edit' | 'delete' | 'enroll' | 'unenroll' | 'projects' | 'achievement';

const ITEMS: { action: UserAction; label: string; icon: ReactNode }[] = [
  { action: 'edit', label: 'Edit', icon: <EditIcon fontSize="small" /> },
  { action: 'delete', label: 'Delete', icon: <DeleteIcon fontSize="small" /> },
  { action: 'enroll', label: 'Enroll', icon: <EnrollIcon fontSize="small" /> },
  { action: 'unenroll', label: 'Unenroll', icon: <UnenrollIcon fontSize="small" /> },
  { action: 'projects', label: 'Projects', icon: <ProjectsIcon fontSize="small" /> },
  { action: 'achievement', label: 'Give Achievement', icon: <AchievementIcon fontSize="small" /> },
];

type Props = {
  user: AdminUser;
  /** Choices shown disabled (see `useUnavailableActions`). */
  unavailable: UserAction[];
  onAction: (action: UserAction) => void;
};

/** The row action menu of the users table. */
export function UserActionsMenu({ user, unavailable, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.email}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ITEMS.map(({ action, label, icon }) => (
          <MenuItem
            key={action}
            onClick={() => choose(action)}
            disabled={unavailable.includes(action)}
            sx={action === 'delete' ? { color: 'error.main' } : undefined}
          >
            <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
