import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useT } from '../../i18n/useT';
import { THEME_OPTIONS } from './choices';
import type { ThemeChoice } from './colorScheme';

/** The theme button's menu: Light, Dark, System, the current one checked. */
export function ThemeMenu({
  id,
  anchor,
  choice,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  choice: ThemeChoice;
  onChoose: (choice: ThemeChoice) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': t('layout.theme') } }}
    >
      {THEME_OPTIONS.map((option) => (
        <MenuItem
          key={option.choice}
          role="menuitemradio"
          aria-checked={option.choice === choice}
          selected={option.choice === choice}
          onClick={() => {
            onChoose(option.choice);
            onClose();
          }}
        >
          <ListItemIcon>{option.choice === choice && <Check fontSize="small" />}</ListItemIcon>
          {t(option.label)}
        </MenuItem>
      ))}
    </Menu>
  );
}
