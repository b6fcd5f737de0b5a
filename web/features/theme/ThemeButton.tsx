import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState } from 'react';
import { themeLabel } from './choices';
import { useColorScheme } from './colorScheme';

// The menu (MUI's Menu, Popover, Modal) is downloaded at the first opening, as the top bar's other menus.
const ThemeMenu = lazy(() => import('./ThemeMenu').then((m) => ({ default: m.ThemeMenu })));

/** The top bar's theme switch (desktop): the scheme shown now as its icon, the three choices in a menu. */
export function ThemeButton({ sx }: { sx?: SxProps<Theme> }) {
  const { choice, scheme, choose } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return (
    <>
      <IconButton
        color="inherit"
        sx={sx}
        aria-label={`Theme: ${themeLabel(choice)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        {scheme === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeMenu id={id} anchor={anchor} choice={choice} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
