import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useT } from '../i18n/useT';
import type { MessageKey } from '../locales/en';

/** A route's title: its text's key (public and student screens), or English as it is (the admin area's). */
export type RouteHandle = { titleKey?: MessageKey; title?: string };

/** Document title = the deepest route's title (docs/product.md#public-screens: route name, 'Page Not Found', fallback 'Dashboard'). */
export function DocumentTitle() {
  const matches = useMatches();
  const t = useT();
  const title = [...matches]
    .reverse()
    .map((match) => {
      const handle = match.handle as RouteHandle | undefined;
      return handle?.titleKey ? t(handle.titleKey) : handle?.title;
    })
    .find(Boolean);
  const fallback = t('title.fallback');
  useEffect(() => {
    document.title = title ?? fallback;
  }, [title, fallback]);
  return <Outlet />;
}
