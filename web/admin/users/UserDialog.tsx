import type { z } from 'zod';
import { userCreateSchema, userUpdateSchema } from '../../../contracts/users';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormSelectField, FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import type { DialogProps } from '../components/CrudPage';
import { useSaveEntity } from '../components/useSaveEntity';
import { userMutations, type AdminUser } from './api';

const SOCIAL_FIELDS = [
  ['telegram_username', 'Telegram Username'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
] as const;

/** Name, e-mail, password (required on add, blank keeps it on edit), title, social links, bio. */
export function UserDialog({ open, item: user, onClose }: DialogProps<AdminUser>) {
  const { control, handleSubmit, formState, setError } = useZodForm(user ? userUpdateSchema : userCreateSchema, {
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
    add: userMutations.add,
    update: userMutations.update,
    fieldErrors: fieldErrorsMeta(setError, [
      'name',
      'email',
      'password',
      ...(user ? (['title'] as const) : []),
      ...SOCIAL_FIELDS.map(([name]) => name),
      'bio',
    ]),
    onClose,
  });
  const titles = [{ value: '', label: 'None' }, ...(user?.achievements ?? []).map((a) => ({ value: a.name, label: a.name }))];
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      // Adding validates with the creation schema (a password is required), so its output is one.
      onSubmit={handleSubmit((values) => save(values as z.output<typeof userCreateSchema>))}
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
