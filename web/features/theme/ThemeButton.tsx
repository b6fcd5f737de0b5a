import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { useMenuTrigger } from '../../components/useMenuTrigger';
import { useT } from '../../i18n/useT';
import { themeLabel } from './choices';
import { useColorScheme } from './colorScheme';

// The menu (MUI's Menu, Popover, Modal) is downloaded at the first opening, as the top bar's other menus.
const ThemeMenu = lazy(() => import('./ThemeMenu').then((m) => ({ default: m.ThemeMenu })));

/** The top bar's theme switch (desktop): the scheme shown now as its icon, the three choices in a menu. */
export function ThemeButton({ sx }: { sx?: SxProps<Theme> }) {
  const { choice, scheme, choose } = useColorScheme();
  const { id, anchor, opened, close, triggerProps } = useMenuTrigger();
  const t = useT();
  return (
    <>
      <IconButton
        color="inherit"
        sx={sx}
        aria-label={t('layout.theme.button', { choice: t(themeLabel(choice)) })}
        {...triggerProps}
      >
        {scheme === 'dark' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ThemeMenu id={id} anchor={anchor} choice={choice} onChoose={choose} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
