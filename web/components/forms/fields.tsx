/**
 * Form fields bound to react-hook-form: the message of the broken rule shows under the field, and
 * the form's `setFocus` (or `setError(..., { shouldFocus })`) reaches the input itself. The message
 * (a contract schema's or the server's `errors`, in English) shows in the language chosen.
 */
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useSay } from '../../i18n/useT';

export type FieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  control: Control<T>;
  name: Path<T>;
};

export function FormTextField<T extends FieldValues>({ control, name, helperText, error, ...props }: FieldProps<T>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const say = useSay();
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      value={field.value ?? ''}
      error={Boolean(fieldState.error) || Boolean(error)}
      helperText={message !== undefined ? say(message) : helperText}
      fullWidth
    />
  );
}

export type Option = { value: string | number; label: string };

/** A select; an option with the empty value (e.g. 'None') shows as chosen rather than a blank box. */
export function FormSelectField<T extends FieldValues>({ options, slotProps, ...props }: FieldProps<T> & { options: Option[] }) {
  const emptyOption = options.some((option) => String(option.value) === '');
  return (
    <FormTextField
      {...props}
      select
      slotProps={
        emptyOption
          ? {
              ...slotProps,
              select: { displayEmpty: true, ...slotProps?.select },
              inputLabel: { shrink: true, ...slotProps?.inputLabel },
            }
          : slotProps
      }
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
