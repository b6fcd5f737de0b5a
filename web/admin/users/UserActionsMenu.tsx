import AchievementIcon from '@mui/icons-material/EmojiEventsOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ProjectsIcon from '@mui/icons-material/FolderOpenOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import OpenPageIcon from '@mui/icons-material/AccountBoxOutlined';
import EnrollIcon from '@mui/icons-material/PersonAddAlt';
import UnenrollIcon from '@mui/icons-material/PersonRemoveOutlined';
import RevokeIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import SuspendIcon from '@mui/icons-material/BlockOutlined';
import LiftIcon from '@mui/icons-material/LockOpenOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import type { AdminUser } from './api';

export type UserAction =
  'open' | 'edit' | 'delete' | 'enroll' | 'unenroll' | 'projects' | 'achievement' | 'revoke' | 'suspend' | 'unsuspend';

const ITEMS: { action: UserAction; label: string; icon: ReactNode }[] = [
  { action: 'edit', label: 'Edit', icon: <EditIcon fontSize="small" /> },
  { action: 'delete', label: 'Delete', icon: <DeleteIcon fontSize="small" /> },
  { action: 'enroll', label: 'Enroll', icon: <EnrollIcon fontSize="small" /> },
  { action: 'unenroll', label: 'Unenroll', icon: <UnenrollIcon fontSize="small" /> },
  { action: 'open', label: 'Open Page', icon: <OpenPageIcon fontSize="small" /> },
  { action: 'projects', label: 'Projects', icon: <ProjectsIcon fontSize="small" /> },
  { action: 'achievement', label: 'Give Achievement', icon: <AchievementIcon fontSize="small" /> },
  { action: 'revoke', label: 'Revoke Achievement', icon: <RevokeIcon fontSize="small" /> },
  { action: 'suspend', label: 'Suspend', icon: <SuspendIcon fontSize="small" /> },
  { action: 'unsuspend', label: 'Lift Suspension', icon: <LiftIcon fontSize="small" /> },
];

/** Suspend for a student who is not suspended, Lift Suspension for one who is. */
const offered = (user: AdminUser, action: UserAction) =>
  action === 'suspend' ? !user.suspended_at : action === 'unsuspend' ? Boolean(user.suspended_at) : true;

type Props = {
  user: AdminUser;
  /** Choices shown disabled (see `useUnavailableActions`). */
  unavailable: UserAction[];
  onAction: (action: UserAction) => void;
};

/**
 * The row action menu of the users table. Every opening is a new menu (`key`): reopened while the
 * last one is still closing, MUI would reuse it and leave the focus on the item last chosen.
 */
export function UserActionsMenu({ user, unavailable, onAction }: Props) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement | null; opening: number }>({ anchor: null, opening: 0 });
  const close = () => setMenu((previous) => ({ ...previous, anchor: null }));
  const choose = (action: UserAction) => {
    close();
    onAction(action);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.email}`}
        aria-haspopup="menu"
        onClick={({ currentTarget }) => setMenu((previous) => ({ anchor: currentTarget, opening: previous.opening + 1 }))}
      >
        <MoreIcon />
      </IconButton>
      {menu.opening > 0 && (
        <Menu key={menu.opening} anchorEl={menu.anchor} open={menu.anchor !== null} onClose={close}>
          {ITEMS.filter(({ action }) => offered(user, action)).map(({ action, label, icon }) => (
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
      )}
    </>
  );
}
