import { userCreateSchema, userUpdateSchema } from '../../../contracts/users';
import { FormSelectField, FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { AccountFields } from '../components/AccountFields';
import type { DialogProps } from '../components/CrudPage';
import { useEntityForm } from '../components/useSaveEntity';
import { userMutations, type AdminUser } from './api';

const SOCIAL_FIELDS = [
  ['telegram_username', 'Telegram Username'],
  ['facebook', 'Facebook'],
  ['twitter', 'Twitter'],
  ['linkedin', 'LinkedIn'],
  ['youtube', 'YouTube'],
  ['github', 'GitHub'],
  ['website', 'Website'],
] as const;

/** Name, e-mail, password (required on add, blank keeps it on edit), title, social links, bio. */
export function UserDialog({ open, item: user, onClose }: DialogProps<AdminUser>) {
  const {
    form: { control },
    dialog,
  } = useEntityForm({
    // Editing validates with the update schema (a blank password is left out of what is sent).
    schema: (user ? userUpdateSchema : userCreateSchema) as typeof userCreateSchema,
    defaults: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      title: user?.title ?? '',
      telegram_username: user?.telegram_username ?? '',
      facebook: user?.facebook ?? '',
      twitter: user?.twitter ?? '',
      linkedin: user?.linkedin ?? '',
      youtube: user?.youtube ?? '',
      github: user?.github ?? '',
      website: user?.website ?? '',
      bio: user?.bio ?? '',
    },
    subject: 'User',
    item: user,
    add: userMutations.add,
    update: userMutations.update,
    fields: ['name', 'email', 'password', ...(user ? (['title'] as const) : []), ...SOCIAL_FIELDS.map(([name]) => name), 'bio'],
    onClose,
  });
  const titles = [{ value: '', label: 'None' }, ...(user?.achievements ?? []).map((a) => ({ value: a.name, label: a.name }))];
  return (
    <FormDialog open={open} {...dialog}>
      <AccountFields control={control} editing={user !== null} />
      {user && <FormSelectField control={control} name="title" label="Title" options={titles} />}
      {SOCIAL_FIELDS.map(([name, label]) => (
        <FormTextField key={name} control={control} name={name} label={label} />
      ))}
      <FormTextField control={control} name="bio" label="Bio" multiline minRows={3} />
    </FormDialog>
  );
}
