import type { z } from 'zod';
import { adminCreateSchema, adminUpdateSchema } from '../../../contracts/admins';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import type { DialogProps } from '../components/CrudPage';
import { useSaveEntity } from '../components/useSaveEntity';
import { adminMutations, type Admin } from './api';

/** 'Add Admin' / 'Edit Admin': Name, Email, Password (blank keeps the current one on edit). */
export function AdminDialog({ open, item: admin, onClose }: DialogProps<Admin>) {
  const { control, handleSubmit, formState, setError } = useZodForm(admin ? adminUpdateSchema : adminCreateSchema, {
    name: admin?.name ?? '',
    email: admin?.email ?? '',
    password: '',
    is_super: admin?.is_super ?? false,
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Admin',
    item: admin,
    add: adminMutations.add,
    update: adminMutations.update,
    fieldErrors: fieldErrorsMeta(setError, ['name', 'email', 'password']),
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      // Adding validates with the creation schema (a password is required), so its output is one.
      onSubmit={handleSubmit((values) => save(values as z.output<typeof adminCreateSchema>))}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name" autoFocus />
      <FormTextField control={control} name="email" label="Email" type="email" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText={admin ? 'Leave blank to keep the current password' : undefined}
      />
    </FormDialog>
  );
}
