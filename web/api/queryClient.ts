/**
 * The one React Query client and its global handling of failures and successes, so screens do
 * not repeat it. A query or mutation says what to do in its `meta`:
 * - `failure`: the toast when it fails, the server's message first (docs/product.md#failures);
 *   `failureIsFixed`: the fixed messages, without the server's text (same section), always `failure`.
 *   Without `failure` a failure is the screen's own business (e.g. stats are only logged).
 * - mutations: `success` toasts the server's message, else the text given (`true`: only the
 *   server's); `invalidates` lists the query keys the change makes stale (the features' key
 *   factories); `showFieldErrors` puts field messages under a form's fields first and returns
 *   true when nothing is left for a toast (web/components/forms/fieldErrors.ts).
 * HTTP 401 (docs/product.md#failures): the API client has already cleared the session of the call's area
 * (admin or student); the failure is still passed on and toasted like any other, a signed-in
 * student's as 'Your Session Has Ended, Please Sign In Again' (client.ts SessionEndedError).
 */
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../components/Toasts';
import { errorMessage, SessionEndedError } from './client';

type FailureMeta = { failure?: string; failureIsFixed?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta & {
      success?: string | true;
      invalidates?: readonly QueryKey[];
      showFieldErrors?: (error: unknown) => boolean;
    };
  }
}

export type Notify = (message: string, variant: 'success' | 'error') => void;

/** The toast text of a failure, or undefined when the call asked for none. */
export function failureText(error: unknown, meta: FailureMeta | undefined): string | undefined {
  if (!meta?.failure) return undefined;
  // A fixed message says the load failed; this one says why, and why the login page follows.
  if (error instanceof SessionEndedError) return error.message;
  return meta.failureIsFixed ? meta.failure : errorMessage(error, meta.failure);
}

function successText(data: unknown, success: string | true | undefined): string | undefined {
  if (success === undefined) return undefined;
  const message = data && typeof data === 'object' && 'message' in data ? data.message : undefined;
  if (typeof message === 'string' && message) return message;
  return success === true ? undefined : success;
}

export function createQueryClient(notify: Notify = toast) {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
    queryCache: new QueryCache({
      onError: (error, query) => {
        const text = failureText(error, query.meta);
        if (text) notify(text, 'error');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const { meta } = mutation;
        if (meta?.showFieldErrors?.(error)) return;
        const text = failureText(error, meta);
        if (text) notify(text, 'error');
      },
      onSuccess: (data, _variables, _result, mutation) => {
        const { meta } = mutation;
        const text = successText(data, meta?.success);
        if (text) notify(text, 'success');
        // Not awaited: a dialog closes at once, its table refreshes behind it.
        for (const queryKey of meta?.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      },
    }),
  });
  return queryClient;
}
