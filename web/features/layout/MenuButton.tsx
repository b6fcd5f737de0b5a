import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { activeLinkSx } from './activeLink';
import { isActive } from './nav';
import type { MenuItemLink } from './NavMenu';
import { useMenuTrigger } from '../../components/useMenuTrigger';

const NavMenu = lazy(() => import('./NavMenu').then((m) => ({ default: m.NavMenu })));

/**
 * A top-bar button opening a dropdown of links (Stats, the student's menu). The button is marked
 * when the current page is one of its links, and so is that link in the menu. The dropdown's code
 * is loaded at the first opening (docs/decisions.md "Wire weight").
 */
export function MenuButton({
  label,
  items,
  startIcon,
  header,
}: {
  label: string;
  items: MenuItemLink[];
  startIcon?: ReactNode;
  /** Plain text at the top of the open menu (NavMenu). */
  header?: ReactNode;
}) {
  const { id, anchor, opened, close, triggerProps } = useMenuTrigger();
  const { pathname } = useLocation();
  const current = (item: MenuItemLink) => item.to !== undefined && isActive({ ...item, to: item.to }, pathname);
  const holdsCurrent = items.some(current);
  return (
    <>
      <Button
        color="inherit"
        startIcon={startIcon}
        endIcon={<KeyboardArrowDown />}
        {...triggerProps}
        aria-current={holdsCurrent ? 'true' : undefined}
        sx={activeLinkSx}
      >
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <NavMenu id={id} anchor={anchor} items={items} isCurrent={current} onClose={close} header={header} />
        </Suspense>
      )}
    </>
  );
}
