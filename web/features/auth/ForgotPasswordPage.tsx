import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { forgotPasswordSchema } from '../../../contracts/auth';
import { LOAD_FAILED } from '../../../contracts/messages';
import { paths } from '../../app/paths';
import { NotFoundPage } from '../../components/NotFoundPage';
import { FormTextField } from '../../components/forms/fields';
import { useZodForm } from '../../components/forms/useZodForm';
import { useSay, useT } from '../../i18n/useT';
import { useMailEnabled } from '../config/api';
import { failureText, useForgotPassword } from './api';
import { AuthCard } from './AuthCard';

/** /forgot-password (issue 26): the e-mail to send a link to; the answer is the same for any address. */
export function ForgotPasswordPage() {
  const mailEnabled = useMailEnabled();
  const forgot = useForgotPassword();
  const t = useT();
  const say = useSay();
  const { control, handleSubmit } = useZodForm(forgotPasswordSchema, { email: '' }, { validate: 'onSubmit' });
  if (!mailEnabled) return <NotFoundPage />;

  const onSubmit = handleSubmit((values) => {
    forgot.reset();
    forgot.mutate(values);
  });

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {forgot.isSuccess && <Alert severity="success">{say(forgot.data.message)}</Alert>}
          {forgot.isError && <Alert severity="error">{failureText(forgot.error, LOAD_FAILED.serverUnreachable)}</Alert>}
          <FormTextField control={control} name="email" label={t('auth.email')} type="email" autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" size="large" loading={forgot.isPending}>
            {t('auth.forgot.send')}
          </Button>
          <Link component={RouterLink} to={paths.login} variant="body2" sx={{ alignSelf: 'center' }}>
            {t('auth.backToLogin')}
          </Link>
        </Stack>
      </Box>
    </AuthCard>
  );
}
