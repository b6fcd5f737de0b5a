import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Control, UseFormSetValue } from 'react-hook-form';
import type { z } from 'zod';
import { SETTINGS } from '../../../contracts/admin-messages';
import { SETTING_KEYS, SETTING_LABELS as LABELS, settingsSchema, type SettingKey } from '../../../contracts/settings';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { useZodForm } from '../../components/forms/useZodForm';
import { ApiError } from '../../api/client';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useAcademyDates } from '../components/academyTime';
import { saveSettings, settingsQuery, type Setting } from './api';

const valuesOf = (settings: Setting[]) =>
  Object.fromEntries(settings.map((setting) => [setting.key, setting.value ?? ''])) as Record<SettingKey, string>;

/** Where the value in use comes from, and what an empty field falls back to. */
function originText(setting: Setting, dates: ReturnType<typeof useAcademyDates>) {
  const fallback = setting.default ? `${setting.env}: ${setting.default}` : `${setting.env} is not set`;
  if (setting.value === null) return `From the environment (${fallback}).`;
  const by = setting.updated_by ? ` by ${setting.updated_by}` : '';
  const when = setting.updated_at && dates.zone ? ` on ${dates.date(setting.updated_at)} (${dates.zone})` : '';
  return `Saved${by}${when}. Empty it to use the environment's value (${fallback}).`;
}

/** The form's fields as typed (before the schema trims them). */
type SettingsFields = z.input<typeof settingsSchema>;
type FieldProps = { setting: Setting; control: Control<SettingsFields>; setValue: UseFormSetValue<SettingsFields> };

function SettingField({ setting, control, setValue }: FieldProps) {
  const label = LABELS[setting.key];
  const saved = setting.value !== null;
  const dates = useAcademyDates();
  return (
    <Stack spacing={0.5}>
      <FormTextField
        control={control}
        name={setting.key}
        label={label}
        placeholder={setting.default ?? 'Not set: no link'}
        helperText={originText(setting, dates)}
        slotProps={{
          inputLabel: { shrink: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Chip
                  size="small"
                  label={saved ? 'Saved' : 'Environment'}
                  color={saved ? 'primary' : 'default'}
                  variant="outlined"
                />
                {saved && (
                  <Tooltip title="Use The Environment's Value">
                    <IconButton
                      aria-label={`Use the environment's value for ${label}`}
                      size="small"
                      onClick={() => setValue(setting.key, '', { shouldDirty: true, shouldValidate: true })}
                      sx={{ ml: 0.5 }}
                    >
                      <RestoreIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: Setting[] }) {
  const { control, handleSubmit, formState, setError, setValue, reset } = useZodForm(settingsSchema, valuesOf(settings));
  const save = useMutation({
    ...withFieldErrors(saveSettings, setError, SETTING_KEYS),
    onSuccess: (answer) => reset(valuesOf(answer.settings)),
  });
  const byKey = new Map(settings.map((setting) => [setting.key, setting]));
  const field = (key: SettingKey) => {
    const setting = byKey.get(key);
    return setting && <SettingField key={key} setting={setting} control={control} setValue={setValue} />;
  };
  return (
    <Card component="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))} sx={{ maxWidth: 760 }}>
      <CardContent>
        <Stack spacing={3}>
          <Typography color="text.secondary">
            Saved values are used by the public site and the admin area at once. An empty field uses the environment&apos;s value.
          </Typography>
          <Typography variant="h6" component="h2">
            Academy
          </Typography>
          {field('academy_name')}
          {field('buy_course_url')}
          <Typography variant="h6" component="h2">
            Footer Social Links
          </Typography>
          {SETTING_KEYS.filter((key) => key.startsWith('social_')).map(field)}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => reset()} disabled={!formState.isDirty || save.isPending}>
              Discard Changes
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={save.isPending}
              disabled={!formState.isDirty || !formState.isValid}
            >
              Save
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Settings (super admins): the academy name, buy-course link and footer social links, over the environment's values. */
export function SettingsPage() {
  const query = useQuery(settingsQuery);
  if (query.isPending) return <Loading label="Loading settings" />;
  // A plain admin reaching the address: the server's 403 says why; trying again would not help.
  if (query.error instanceof ApiError && query.error.status === 403) return <EmptyState message={SETTINGS.superOnly} />;
  if (!query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <SettingsForm settings={query.data} />;
}
