import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

type Options<V, T extends { id: number }, A, U> = {
  subject: string;
  item: T | null;
  add: UseMutationOptions<A, Error, V>;
  update: UseMutationOptions<U, Error, V & { id: number }>;
  /** The form's field-error handling (`fieldErrorsMeta`): a refused field shows under it. */
  fieldErrors: { showFieldErrors: (error: unknown) => boolean };
  onClose: () => void;
};

/**
 * Add or update, depending on whether the dialog edits an item: the spec's titles
 * ('Add X' / 'Edit X') and submit labels ('Save' / 'Update'), closing on success. Toasts and
 * refreshes come from the mutations' `meta` (web/api/queryClient.ts).
 */
export function useSaveEntity<V, T extends { id: number }, A, U>(options: Options<V, T, A, U>) {
  const { subject, item, fieldErrors, onClose } = options;
  const add = useMutation({ ...options.add, meta: { ...options.add.meta, ...fieldErrors }, onSuccess: onClose });
  const update = useMutation({ ...options.update, meta: { ...options.update.meta, ...fieldErrors }, onSuccess: onClose });
  return {
    save: (values: V) => (item ? update.mutate({ ...values, id: item.id }) : add.mutate(values)),
    pending: add.isPending || update.isPending,
    title: item ? `Edit ${subject}` : `Add ${subject}`,
    submitLabel: item ? 'Update' : 'Save',
  };
}
