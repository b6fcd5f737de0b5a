import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';

type Item = { label: string; to?: string; onClick?: () => void };

/** A top-bar button opening a dropdown of links (Stats, the student's menu). */
export function MenuButton({ label, items, startIcon }: { label: string; items: Item[]; startIcon?: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
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
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {items.map((item) =>
          item.to ? (
            <MenuItem key={item.label} component={Link} to={item.to} onClick={close}>
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
