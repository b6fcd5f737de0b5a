import { adminCreateSchema, adminUpdateSchema } from '../../../contracts/admins';
import { FAILURE } from '../../../contracts/messages';
import type { DialogProps } from '../components/CrudPage';
import { FormTextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useSaveEntity } from '../components/useSaveEntity';
import { useZodForm } from '../components/useZodForm';
import { addAdmin, updateAdmin, type Admin } from './api';

/** 'Add Admin' / 'Edit Admin': Name, Email, Password (blank keeps the current one on edit). */
export function AdminDialog({ open, item: admin, onClose }: DialogProps<Admin>) {
  const { control, handleSubmit, formState } = useZodForm(admin ? adminUpdateSchema : adminCreateSchema, {
    name: admin?.name ?? '',
    email: admin?.email ?? '',
    password: '',
    is_super: admin?.is_super ?? false,
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Admin',
    item: admin,
    add: addAdmin,
    update: updateAdmin,
    addFailure: FAILURE.addAdmin,
    updateFailure: FAILURE.updateAdmin,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      onSubmit={handleSubmit((values) => save(values as Parameters<typeof addAdmin>[0]))}
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
