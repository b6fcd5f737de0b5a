import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FieldProps } from '../../components/forms/fields';

type Props<T extends FieldValues> = Omit<FieldProps<T>, 'type' | 'slotProps'> & {
  /** The smallest amount the input offers (absent: signed amounts). */
  min?: number;
  max?: number;
};

/** An amount of EGP typed in (label 'Price (EGP)', 'Refund (EGP)', ...): a number in steps of a piaster. */
export function MoneyField<T extends FieldValues>({ min, max, ...props }: Props<T>) {
  return <FormTextField {...props} type="number" slotProps={{ htmlInput: { min, max, step: 0.01 } }} />;
}
