import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { loginSchema } from '../../../contracts/auth';
import { PASSWORD_LINKS } from '../../../contracts/form-messages';
import { paths } from '../../app/paths';
import { FormTextField } from '../../components/forms/fields';
import { FormPasswordField } from '../../components/forms/PasswordField';
import { useZodForm } from '../../components/forms/useZodForm';
import { useSay, useT } from '../../i18n/useT';
import { useMailEnabled } from '../config/api';
import { loginErrorMessage, useStudentLogin } from './api';
import { AuthCard } from './AuthCard';

/** /user/login: e-mail and password; 'Invalid Credentials' for wrong ones (else what went wrong); home on success. */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useStudentLogin();
  const mailEnabled = useMailEnabled();
  const t = useT();
  const say = useSay();
  const { control, handleSubmit } = useZodForm(loginSchema, { email: '', password: '' }, { validate: 'onSubmit' });

  const onSubmit = handleSubmit((values) => {
    login.reset();
    login.mutate(values, { onSuccess: () => void navigate(paths.home) });
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          {login.isError && <Alert severity="error">{loginErrorMessage(login.error)}</Alert>}
          <FormTextField control={control} name="email" label={t('auth.email')} type="email" autoComplete="email" autoFocus />
          <FormPasswordField control={control} name="password" label={t('auth.password')} autoComplete="current-password" />
          {mailEnabled && (
            <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
              {say(PASSWORD_LINKS.forgotLink)}
            </Link>
          )}
          <Button type="submit" variant="contained" size="large" loading={login.isPending}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}
