import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { useZodForm } from '../../components/forms/useZodForm';

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
 * Add or update, depending on whether the dialog edits an item: the titles of docs/product.md#admin-screens
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

type FormOptions<S extends z.ZodType<FieldValues, FieldValues>, T extends { id: number }, A, U> = Omit<
  Options<z.output<S>, T, A, U>,
  'fieldErrors'
> & {
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  /** The fields a refused save's messages go under (the ones the dialog shows). */
  fields: readonly Path<z.input<S>>[];
};

type EntityDialogProps = {
  title: string;
  submitLabel: string;
  submitDisabled: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
};

/**
 * An add/edit dialog's form (`useZodForm`) and its save: `dialog` holds the props of its
 * `FormDialog` (title, submit label, Save disabled until the form is valid or while saving).
 */
export function useEntityForm<S extends z.ZodType<FieldValues, FieldValues>, T extends { id: number }, A, U>({
  schema,
  defaults,
  fields,
  ...saving
}: FormOptions<S, T, A, U>) {
  const form = useZodForm(schema, defaults);
  const { save, pending, title, submitLabel } = useSaveEntity({ ...saving, fieldErrors: fieldErrorsMeta(form.setError, fields) });
  const dialog: EntityDialogProps = {
    title,
    submitLabel,
    submitDisabled: !form.formState.isValid || pending,
    onSubmit: form.handleSubmit(save),
    onClose: saving.onClose,
  };
  return { form, dialog };
}
