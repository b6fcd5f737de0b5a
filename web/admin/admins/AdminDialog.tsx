import { adminCreateSchema, adminUpdateSchema } from '../../../contracts/admins';
import { FormDialog } from '../../components/forms/FormDialog';
import { AccountFields } from '../components/AccountFields';
import type { DialogProps } from '../components/CrudPage';
import { useEntityForm } from '../components/useSaveEntity';
import { adminMutations, type Admin } from './api';

/** 'Add Admin' / 'Edit Admin': Name, Email, Password (blank keeps the current one on edit). */
export function AdminDialog({ open, item: admin, onClose }: DialogProps<Admin>) {
  const {
    form: { control },
    dialog,
  } = useEntityForm({
    // Editing validates with the update schema (a blank password is left out of what is sent).
    schema: (admin ? adminUpdateSchema : adminCreateSchema) as typeof adminCreateSchema,
    defaults: { name: admin?.name ?? '', email: admin?.email ?? '', password: '', is_super: admin?.is_super ?? false },
    subject: 'Admin',
    item: admin,
    add: adminMutations.add,
    update: adminMutations.update,
    fields: ['name', 'email', 'password'],
    onClose,
  });
  return (
    <FormDialog open={open} {...dialog}>
      <AccountFields control={control} editing={admin !== null} />
    </FormDialog>
  );
}
