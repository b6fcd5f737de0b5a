import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type MenuItemLink = { label: string; to?: string; match?: RegExp; onClick?: () => void };

/**
 * The dropdown of a MenuButton, in a chunk of its own: the menu (and MUI's popover and modal
 * under it) is downloaded when a menu is first opened, not with the homepage.
 */
export function NavMenu({
  id,
  anchor,
  items,
  isCurrent,
  onClose,
  header,
}: {
  id: string;
  anchor: HTMLElement | null;
  items: MenuItemLink[];
  isCurrent: (item: MenuItemLink) => boolean;
  onClose: () => void;
  /** Plain text above the items (the student's rank): not an item, but read with the menu. */
  header?: ReactNode;
}) {
  const headerId = `${id}-header`;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-describedby': header ? headerId : undefined } }}
    >
      {header && (
        <Box
          component="li"
          role="none"
          id={headerId}
          sx={{ px: 2, pt: 0.5, pb: 1, mb: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {header}
        </Box>
      )}
      {items.map((item) =>
        item.to ? (
          <MenuItem
            key={item.label}
            component={Link}
            to={item.to}
            onClick={onClose}
            selected={isCurrent(item)}
            aria-current={isCurrent(item) ? 'page' : undefined}
          >
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.label}
            onClick={() => {
              onClose();
              item.onClick?.();
            }}
          >
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
