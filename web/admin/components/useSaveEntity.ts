import { useAdminMutation } from './queries';

type Options<V, T extends { id: number }> = {
  subject: string;
  item: T | null;
  add: (values: V) => Promise<{ message?: string }>;
  update: (values: V & { id: number }) => Promise<{ message?: string }>;
  addFailure: string;
  updateFailure: string;
  onClose: () => void;
};

/**
 * Add or update, depending on whether the dialog edits an item: the spec's titles
 * ('Add X' / 'Edit X') and submit labels ('Save' / 'Update'), toasts, and closing on success.
 */
export function useSaveEntity<V, T extends { id: number }>(options: Options<V, T>) {
  const { subject, item, onClose } = options;
  const add = useAdminMutation(options.add, options.addFailure, onClose);
  const update = useAdminMutation(options.update, options.updateFailure, onClose);
  return {
    save: (values: V) => (item ? update.mutate({ ...values, id: item.id }) : add.mutate(values)),
    pending: add.isPending || update.isPending,
    title: item ? `Edit ${subject}` : `Add ${subject}`,
    submitLabel: item ? 'Update' : 'Save',
  };
}
