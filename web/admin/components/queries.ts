/**
 * Data hooks shared by every admin screen: a list query that toasts its failure, and a mutation
 * that toasts the server's message on success or failure (spec section 8) and refreshes the
 * admin data (counts on one screen move with changes on another).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { errorMessage } from '../../api/client';

/** Every admin query key starts with this, so one invalidation refreshes the whole area. */
export const ADMIN_KEY = 'admin';

export function useAdminQuery<T>(
  queryKey: QueryKey,
  queryFn: () => Promise<T>,
  failure: string,
  options: { useServerMessage?: boolean; keepPrevious?: boolean; fresh?: boolean } = {},
) {
  const { enqueueSnackbar } = useSnackbar();
  const query = useQuery({
    queryKey: [ADMIN_KEY, ...queryKey],
    queryFn,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    /** `fresh`: refetched on every visit (figures that other screens move). */
    staleTime: options.fresh ? 0 : undefined,
  });
  const { error } = query;
  const useServerMessage = options.useServerMessage ?? true;
  useEffect(() => {
    if (error) enqueueSnackbar(useServerMessage ? errorMessage(error, failure) : failure, { variant: 'error' });
  }, [error, failure, useServerMessage, enqueueSnackbar]);
  return query;
}

type MessageResponse = { message?: string } | void;

/**
 * `handleError` lets a dialog show a failure itself (inside the dialog, under a field): when it
 * returns true, no toast is shown.
 */
export function useAdminMutation<TVariables, TData extends MessageResponse>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  failure: string,
  onSuccess?: (data: TData, variables: TVariables) => void,
  success?: string,
  handleError?: (error: unknown, variables: TVariables) => boolean,
) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      const message = (data && data.message) || success;
      if (message) enqueueSnackbar(message, { variant: 'success' });
      onSuccess?.(data, variables);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    },
    onError: (error, variables) => {
      if (handleError?.(error, variables)) return;
      enqueueSnackbar(errorMessage(error, failure), { variant: 'error' });
    },
  });
}
