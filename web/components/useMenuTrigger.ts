import { useId, useState, type MouseEvent } from 'react';

/**
 * The state of a button that opens a menu loaded on first use (the top bar's Stats, student and
 * theme menus): the element it is anchored to while open, whether it was ever opened (the menu
 * then stays mounted, so that it closes with its transition), and the button's ARIA and click props.
 */
export function useMenuTrigger() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  return {
    id,
    anchor,
    opened,
    close: () => setAnchor(null),
    triggerProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      'aria-controls': anchor ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setAnchor(event.currentTarget);
        setOpened(true);
      },
    },
  };
}
