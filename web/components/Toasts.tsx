/**
 * Toasts (notistack) without notistack in the first download: `toast` queues a message and the
 * `Toasts` host loads notistack at the first one, mounts its provider, then shows what waited
 * (docs/decisions.md "Wire weight"). Every toast of the app goes through `toast` (the query
 * client's `meta`), so no screen imports notistack itself.
 */
import { useEffect, useState } from 'react';
import type { SnackbarProviderProps } from 'notistack';
import { say } from '../i18n/useT';

type Notistack = typeof import('notistack');
type Toast = { message: string; variant: 'success' | 'error' };

const waiting: Toast[] = [];
/** Set while a host is mounted and notistack not loaded yet: asks it to load. */
let load: (() => void) | undefined;
/** Set once a host has mounted notistack's provider. */
let shown: Notistack['enqueueSnackbar'] | undefined;

/** Shows `message` in the language shown now (a server's or a contract's English text is translated: web/i18n/useT.ts). */
export function toast(text: string, variant: Toast['variant']) {
  const message = say(text);
  if (shown) {
    shown(message, { variant });
    return;
  }
  waiting.push({ message, variant });
  load?.();
}

/** Mount once, beside the app: notistack's provider once there is something to show. */
export function Toasts(props: Omit<SnackbarProviderProps, 'children'>) {
  const [notistack, setNotistack] = useState<Notistack>();
  useEffect(() => {
    if (notistack) return;
    let cancelled = false;
    const start = () => {
      load = undefined;
      void import('notistack').then((module) => {
        if (!cancelled) setNotistack(module);
      });
    };
    if (waiting.length > 0) start();
    else load = start;
    return () => {
      cancelled = true;
      load = undefined;
    };
  }, [notistack]);
  useEffect(() => {
    if (!notistack) return;
    // The provider has mounted (it sets notistack's global enqueueSnackbar): show what waited.
    shown = notistack.enqueueSnackbar;
    for (const { message, variant } of waiting.splice(0)) shown(message, { variant });
    return () => {
      shown = undefined;
    };
  }, [notistack]);
  if (!notistack) return null;
  const { SnackbarProvider } = notistack;
  return <SnackbarProvider {...props} />;
}
