import { FAILURE } from '../../../contracts/messages';
import { userCreateSchema, userUpdateSchema } from '../../../contracts/users';
import type { DialogProps } from '../components/CrudPage';
import { FormSelectField, FormTextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useSaveEntity } from '../components/useSaveEntity';
import { useZodForm } from '../components/useZodForm';
import { addUser, updateUser, type AdminUser } from './api';

const SOCIAL_FIELDS = [
  ['telegram_username', 'Telegram Username'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const;

/** Name, e-mail, password (required on add, blank keeps it on edit), title, social links, bio. */
export function UserDialog({ open, item: user, onClose }: DialogProps<AdminUser>) {
  const { control, handleSubmit, formState } = useZodForm(user ? userUpdateSchema : userCreateSchema, {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    title: user?.title ?? '',
    telegram_username: user?.telegram_username ?? '',
    facebook: user?.facebook ?? '',
    twitter: user?.twitter ?? '',
    linkedin: user?.linkedin ?? '',
    youtube: user?.youtube ?? '',
    bio: user?.bio ?? '',
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'User',
    item: user,
    add: addUser,
    update: updateUser,
    addFailure: FAILURE.addUser,
    updateFailure: FAILURE.updateUser,
    onClose,
  });
  const titles = [{ value: '', label: 'None' }, ...(user?.achievements ?? []).map((a) => ({ value: a.name, label: a.name }))];
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      onSubmit={handleSubmit((values) => save(values as Parameters<typeof addUser>[0]))}
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
        helperText={user ? 'Leave blank to keep the current password' : undefined}
      />
      {user && <FormSelectField control={control} name="title" label="Title" options={titles} />}
      {SOCIAL_FIELDS.map(([name, label]) => (
        <FormTextField key={name} control={control} name={name} label={label} />
      ))}
      <FormTextField control={control} name="bio" label="Bio" multiline minRows={3} />
    </FormDialog>
  );
}
