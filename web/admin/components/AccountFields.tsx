import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/forms/fields';

/** What an account's form holds of these fields (admins and students alike). */
type AccountValues = { name: string; email: string; password?: string | null };

/**
 * Name, Email and Password of an account (the Admins and Users dialogs): the password is required
 * on add; on edit a blank one keeps the current password.
 */
export function AccountFields<T extends AccountValues>({ control, editing }: { control: Control<T>; editing: boolean }) {
  // The form has these three fields whatever else it holds (a generic form's paths cannot be checked).
  const account = control as unknown as Control<AccountValues>;
  return (
    <>
      <FormTextField control={account} name="name" label="Name" autoFocus />
      <FormTextField control={account} name="email" label="Email" type="email" />
      <FormTextField
        control={account}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={editing ? 'Leave blank to keep the current password' : undefined}
      />
    </>
  );
}
