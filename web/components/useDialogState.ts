import { useCallback, useState } from 'react';

/**
 * Open/closed state of a dialog acting on one item (or none when adding). Closing keeps the item
 * so the dialog does not change its text during the closing animation; `key` changes on every
 * opening so the form inside starts afresh.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null; key: number }>({
    open: false,
    item: null,
    key: 0,
  });
  const openWith = useCallback((item: T | null = null) => {
    setState((previous) => ({ open: true, item, key: previous.key + 1 }));
  }, []);
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  return { ...state, openWith, close };
}
