import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Messages of rules a schema checks only once the rest of the object is valid, keyed by field. */
export type EarlyChecks<V> = (values: V) => Partial<Record<string, string>>;

/**
 * A form validated by one of the contracts' schemas, on every change and blur, so the submit
 * button can stay disabled until the form is valid and each rule's message shows under its field.
 * `earlyChecks` adds the messages of rules the schema runs in a transform (after the object
 * parses), so they show together with the other fields' messages.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  earlyChecks?: EarlyChecks<z.input<S>>,
) {
  const zod = zodResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => {
    const result = await zod(values, context, options);
    const early = Object.entries(earlyChecks?.(values) ?? {}).filter(
      (entry): entry is [string, string] => Boolean(entry[1]) && !get(result.errors, entry[0]),
    );
    if (early.length === 0) return result;
    const errors: FieldErrors = { ...result.errors };
    for (const [name, message] of early) errors[name] = { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode: 'all' });
}
