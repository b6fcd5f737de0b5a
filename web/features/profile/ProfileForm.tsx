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
import { useUpdateProfile, type Me } from './api';

const socialFields = [
  { name: 'telegram_username', label: 'Telegram Username', hint: '@username Or t.me Link' },
  { name: 'facebook', label: 'Facebook', hint: 'Username Or facebook.com Link' },
  { name: 'twitter', label: 'Twitter', hint: '@handle Or x.com Link' },
  { name: 'linkedin', label: 'LinkedIn', hint: 'Profile Name Or linkedin.com/in/ Link' },
  { name: 'youtube', label: 'YouTube', hint: '@handle Or youtube.com Channel Link' },
  { name: 'github', label: 'GitHub', hint: 'Username Or github.com Link' },
  { name: 'website', label: 'Website', hint: 'Your Site, e.g. https://example.com' },
] as const;

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
});

/** Name, password (blank keeps it), social links, title from earned achievements, bio /500; e-mail read-only. */
export function ProfileForm({ user, titles }: { user: Me; titles: string[] }) {
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
  const onSubmit = handleSubmit((values) => update.mutate(values, { onSuccess: (saved) => reset(valuesOf(saved.user)) }));

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label="Edit profile">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {/* Read-only, and looks it: filled and greyed, a lock, and the reason under it. */}
            <TextField
              label="E-Mail"
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
                htmlInput: { 'aria-readonly': true, style: { cursor: 'default' } },
              }}
              helperText="Your E-Mail Can't Be Changed"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              helperText="Leave Blank To Keep Your Current Password"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="title" label="Title" select helperText="Choose From Your Earned Achievements">
              <MenuItem value="">
                <em>No Title</em>
              </MenuItem>
              {titleChoices.map((title) => (
                <MenuItem key={title} value={title}>
                  {title}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Typography variant="subtitle2" component="h2" color="text.secondary">
              Social Links
            </Typography>
          </Grid>
          {socialFields.map((field) => (
            <Grid key={field.name} size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField control={control} name={field.name} label={field.label} helperText={field.hint} />
            </Grid>
          ))}
          <Grid size={{ xs: 12 }}>
            <FormTextField
              control={control}
              name="bio"
              label="Bio"
              multiline
              minRows={4}
              // Never cut: a longer (pasted) bio stays whole and the field says it is too long.
              error={bio.length > BIO_MAX_LENGTH}
              helperText={
                bio.length > BIO_MAX_LENGTH
                  ? `${VALIDATION.bioTooLong} (${bio.length}/${BIO_MAX_LENGTH})`
                  : `${bio.length}/${BIO_MAX_LENGTH}`
              }
            />
          </Grid>
          <Grid size={{ xs: 12 }}>
            <FormCheckbox control={control} name="hide_from_search_engines" label="Hide My Profile From Search Engines" />
            <Typography variant="body2" color="text.secondary">
              Search Engines Won't List It; Anyone With The Link Still Sees It
            </Typography>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <Button type="submit" variant="contained" size="large" loading={update.isPending}>
              Save Changes
            </Button>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
