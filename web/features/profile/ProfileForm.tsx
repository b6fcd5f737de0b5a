import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm, useWatch, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { BIO_MAX_LENGTH } from '../../../contracts/constants';
import { FAILURE } from '../../../contracts/messages';
import { profileUpdateSchema } from '../../../contracts/users';
import { ApiError, errorMessage } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { useUpdateProfile, type Me } from './api';

type Values = z.input<typeof profileUpdateSchema>;
const socialFields = [
  { name: 'telegram_username', label: 'Telegram Username' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'twitter', label: 'Twitter' },
  { name: 'linkedin', label: 'LinkedIn' },
  { name: 'youtube', label: 'YouTube' },
] as const;

/** Name, password (blank keeps it), social links, title from earned achievements, bio /500; e-mail read-only. */
export function ProfileForm({ user, titles }: { user: Me; titles: string[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateProfile();
  const { control, handleSubmit, setError, resetField } = useForm<Values, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: user.name,
      password: '',
      telegram_username: user.telegram_username ?? '',
      facebook: user.facebook ?? '',
      twitter: user.twitter ?? '',
      linkedin: user.linkedin ?? '',
      youtube: user.youtube ?? '',
      bio: user.bio ?? '',
      title: user.title ?? '',
    },
  });
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const titleChoices = user.title && !titles.includes(user.title) ? [user.title, ...titles] : titles;

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (data) => {
        enqueueSnackbar(data.message, { variant: 'success' });
        resetField('password', { defaultValue: '' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          for (const [field, messages] of Object.entries(error.errors)) {
            setError(field as Path<Values>, { message: messages[0] });
          }
        }
        enqueueSnackbar(errorMessage(error, FAILURE.updateProfile), { variant: 'error' });
      },
    }),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label="Edit profile">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="name" label="Name" required autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label="E-Mail"
              value={user.email}
              fullWidth
              slotProps={{ input: { readOnly: true } }}
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
              <FormTextField control={control} name={field.name} label={field.label} />
            </Grid>
          ))}
          <Grid size={{ xs: 12 }}>
            <FormTextField
              control={control}
              name="bio"
              label="Bio"
              multiline
              minRows={4}
              helperText={`${bio.length}/${BIO_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: BIO_MAX_LENGTH } }}
            />
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
