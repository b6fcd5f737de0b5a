import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

type Options = {
  /**
   * 'all' (the admin forms: docs/product.md#admin-screens keeps their submit disabled until the form is valid):
   * checked on every change and blur. 'onSubmit' (the student forms): checked when sent, then
   * on every change.
   */
  validate?: 'all' | 'onSubmit';
};

/** Every form of the site: validated by one of the contracts' schemas, each rule's message under its field. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { validate = 'all' }: Options = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: validate,
  });
}
