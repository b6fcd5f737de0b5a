import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { BIO_MAX_LENGTH } from '../../../contracts/constants';
import { VALIDATION } from '../../../contracts/form-messages';
import { profileUpdateSchema } from '../../../contracts/users';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormCheckbox, FormTextField } from '../../components/forms/fields';
import { useZodForm } from '../../components/forms/useZodForm';
import { useLanguage } from '../../i18n/useLanguage';
import { useSay, useT } from '../../i18n/useT';
import type { MessageKey } from '../../locales/en';
import { useUpdateProfile, type Me } from './api';

const socialFields = [
  { name: 'telegram_username', label: 'profile.social.telegram', hint: 'profile.social.telegramHint' },
  { name: 'facebook', label: 'profile.social.facebook', hint: 'profile.social.facebookHint' },
  { name: 'twitter', label: 'profile.social.twitter', hint: 'profile.social.twitterHint' },
  { name: 'linkedin', label: 'profile.social.linkedin', hint: 'profile.social.linkedinHint' },
  { name: 'youtube', label: 'profile.social.youtube', hint: 'profile.social.youtubeHint' },
  { name: 'github', label: 'profile.social.github', hint: 'profile.social.githubHint' },
  { name: 'website', label: 'profile.social.website', hint: 'profile.social.websiteHint' },
] as const satisfies readonly { name: string; label: MessageKey; hint: MessageKey }[];

/** What a person writes in a field (a name, a bio, a link) reads in its own direction (web/locales/README.md). */
const ownDirection = { htmlInput: { dir: 'auto' } };
/** The chosen title (an achievement's name) shown in its own direction too. */
const titleDirection = {
  select: { renderValue: (title: unknown) => (typeof title === 'string' && title ? <bdi>{title}</bdi> : null) },
};

/** The form's values for a stored profile (the password blank: blank keeps it). */
const valuesOf = (user: Me) => ({
  name: user.name,
  password: '',
  telegram_username: user.telegram_username ?? '',
  facebook: user.facebook ?? '',
  twitter: user.twitter ?? '',
  linkedin: user.linkedin ?? '',
  youtube: user.youtube ?? '',
  github: user.github ?? '',
  website: user.website ?? '',
  bio: user.bio ?? '',
  title: user.title ?? '',
  hide_from_search_engines: user.hide_from_search_engines,
  notify_by_mail: user.notify_by_mail,
});

/**
 * Name, password (blank keeps it), social links, title from earned achievements, bio /500; e-mail
 * read-only. The save carries the language shown as the account's (issue 47: the mails use it).
 */
export function ProfileForm({ user, titles }: { user: Me; titles: string[] }) {
  const t = useT();
  const say = useSay();
  const { locale } = useLanguage();
  const { control, handleSubmit, setError, reset } = useZodForm(profileUpdateSchema, valuesOf(user), {
    validate: 'onSubmit',
  });
  // docs/product.md#failures asks for the failure toast beside the field messages on this form.
  const update = useUpdateProfile(
    fieldErrorsMeta(setError, ['name', 'password', 'title', ...socialFields.map((field) => field.name), 'bio'], {
      toastToo: true,
    }),
  );
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const titleChoices = user.title && !titles.includes(user.title) ? [user.title, ...titles] : titles;

  // Saved, the form shows what was stored: a link as the server keeps it (a user name becomes its
  // https://github.com/... address), the password blank again.
  const onSubmit = handleSubmit((values) =>
    update.mutate({ ...values, locale }, { onSuccess: (saved) => reset(valuesOf(saved.user)) }),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.form')}>
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('profile.name')}
              required
              autoComplete="name"
              slotProps={ownDirection}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {/* Read-only, and looks it: filled and greyed, a lock, and the reason under it. */}
            <TextField
              label={t('profile.email')}
              value={user.email}
              fullWidth
              variant="filled"
              slotProps={{
                input: {
                  readOnly: true,
                  disableUnderline: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <LockOutlinedIcon fontSize="small" color="disabled" />
                    </InputAdornment>
                  ),
                  sx: { bgcolor: 'action.disabledBackground', cursor: 'default' },
                },
                htmlInput: { 'aria-readonly': true, dir: 'auto', style: { cursor: 'default' } },
              }}
              helperText={t('profile.emailLocked')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="password"
              label={t('profile.newPassword')}
              type="password"
              autoComplete="new-password"
              helperText={t('profile.passwordHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="title"
              label={t('profile.titleField')}
              select
              helperText={t('profile.titleHint')}
              slotProps={titleDirection}
            >
              <MenuItem value="">
                <em>{t('profile.noTitle')}</em>
              </MenuItem>
              {titleChoices.map((title) => (
                <MenuItem key={title} value={title} dir="auto">
                  {title}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Typography variant="subtitle2" component="h2" color="text.secondary">
              {t('profile.socialLinks')}
            </Typography>
          </Grid>
          {socialFields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name={field.name}
                label={t(field.label)}
                helperText={t(field.hint)}
                slotProps={ownDirection}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12 }}>
            <FormTextField
              control={control}
              name="bio"
              label={t('profile.bio')}
              multiline
              minRows={4}
              // Never cut: a longer (pasted) bio stays whole and the field says it is too long.
              error={bio.length > BIO_MAX_LENGTH}
              helperText={
                bio.length > BIO_MAX_LENGTH
                  ? t('profile.bioTooLong', { message: say(VALIDATION.bioTooLong), length: bio.length, max: BIO_MAX_LENGTH })
                  : t('profile.bioLength', { length: bio.length, max: BIO_MAX_LENGTH })
              }
              slotProps={ownDirection}
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <FormCheckbox control={control} name="hide_from_search_engines" label={t('profile.hide')} />
            <Typography variant="body2" color="text.secondary">
              {t('profile.hideHint')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12 }}>
            {/* Issue 48: mail about what staff did (a revoke, a moderation removal); each such mail can turn it off too. */}
            <FormCheckbox control={control} name="notify_by_mail" label={t('profile.notifyByMail')} />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Button type="submit" variant="contained" size="large" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
