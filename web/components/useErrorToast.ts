import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { errorMessage } from '../api/client';

/** Toasts a failed load once: the server's message when present, else the screen's fallback (spec section 8). */
export function useErrorToast(error: unknown, fallback: string, { useServerMessage = true } = {}) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!error) return;
    enqueueSnackbar(useServerMessage ? errorMessage(error, fallback) : fallback, { variant: 'error' });
  }, [error, fallback, useServerMessage, enqueueSnackbar]);
}
