import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { loginSchema } from '../../../contracts/auth';
import { ADMIN_LOGIN_CARD_WIDTH } from '../../../contracts/constants';
import { AUTH } from '../../../contracts/messages';
import { api, errorMessage } from '../../api/client';
import { adminSession, type AdminUser } from '../../api/session';
import { paths } from '../../app/paths';
import { FormTextField } from '../components/fields';
import { useZodForm } from '../components/useZodForm';
import { useAdminToken } from '../useAdminSession';

type LoginResponse = { token?: string; user?: AdminUser; type?: string };

/** Admin sign-in (spec section 4): a stored admin token goes straight to the dashboard. */
export function AdminLoginPage() {
  const token = useAdminToken();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useZodForm(loginSchema, { email: '', password: '' });

  if (token) return <Navigate to={paths.admin.dashboard} replace />;

  const login = handleSubmit(async (values) => {
    adminSession.clear();
    try {
      const response = await api.post<LoginResponse>('/api/admin/login', values);
      if (!response?.token || !response.user) throw new Error('No token in the login response');
      adminSession.save(response.token, response.user, response.type ?? 'admin');
      enqueueSnackbar(AUTH.loginSuccessful, { variant: 'success' });
      void navigate(paths.admin.dashboard, { replace: true });
    } catch (error) {
      const message = errorMessage(error, AUTH.loginFallback);
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    return login(event);
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Card sx={{ width: ADMIN_LOGIN_CARD_WIDTH, maxWidth: '100%' }} elevation={3}>
          <CardContent component="form" noValidate onSubmit={onSubmit} sx={{ p: 4 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
              Admin Login
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              Sign in to manage the academy.
            </Typography>
            <Stack spacing={2}>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" autoFocus />
              <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || formState.isSubmitting}>
                Login
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
      <Box
        aria-hidden
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          background: 'linear-gradient(135deg, #161b2e 0%, #283593 100%)',
        }}
      >
        <Box component="img" src="/admin/login-illustration.svg" alt="" sx={{ width: '70%', maxWidth: 520 }} />
      </Box>
    </Box>
  );
}
