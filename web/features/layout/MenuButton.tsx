import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { activeLinkSx } from './activeLink';
import { isActive } from './nav';

type Item = { label: string; to?: string; match?: RegExp; onClick?: () => void };

/**
 * A top-bar button opening a dropdown of links (Stats, the student's menu). The button is marked
 * when the current page is one of its links, and so is that link in the menu.
 */
export function MenuButton({ label, items, startIcon }: { label: string; items: Item[]; startIcon?: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const id = useId();
  const close = () => setAnchor(null);
  const current = (item: Item) => item.to !== undefined && isActive({ ...item, to: item.to }, pathname);
  const holdsCurrent = items.some(current);
  return (
    <>
      <Button
        color="inherit"
        startIcon={startIcon}
        endIcon={<KeyboardArrowDown />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-current={holdsCurrent ? 'true' : undefined}
        sx={activeLinkSx}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) =>
          item.to ? (
            <MenuItem
              key={item.label}
              component={Link}
              to={item.to}
              onClick={close}
              selected={current(item)}
              aria-current={current(item) ? 'page' : undefined}
            >
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem
              key={item.label}
              onClick={() => {
                close();
                item.onClick?.();
              }}
            >
              {item.label}
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
