import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { loginSchema, type AdminLoginResponse, type LoginInput } from '../../../contracts/auth';
import { ADMIN_LOGIN_CARD_WIDTH } from '../../../contracts/constants';
import { AUTH } from '../../../contracts/messages';
import { api, errorMessage } from '../../api/client';
import { adminSession } from '../../api/session';
import { paths } from '../../app/paths';
import { FormTextField } from '../../components/forms/fields';
import { FormPasswordField } from '../../components/forms/PasswordField';
import { useZodForm } from '../../components/forms/useZodForm';
import { useAdminToken } from '../useAdminSession';

/** Checked, not trusted: an answer without a token shows the fallback (docs/product.md#sign-in-and-access). */
type LoginResponse = Partial<AdminLoginResponse>;

/** Admin sign-in (docs/product.md#flows): a stored admin token goes straight to the dashboard. */
export function AdminLoginPage() {
  const token = useAdminToken();
  const navigate = useNavigate();
  const login = useMutation({
    mutationFn: async (values: LoginInput) => {
      adminSession.clear();
      const response = await api.post<LoginResponse>('/api/admin/login', values);
      if (!response?.token || !response.user) throw new Error('No token in the login response');
      return { token: response.token, user: response.user, type: response.type ?? 'admin' };
    },
    onSuccess: ({ token, user, type }) => {
      adminSession.save(token, user, type);
      void navigate(paths.admin.dashboard, { replace: true });
    },
    // The server's message (else the fallback) in the alert below and in a toast.
    meta: { failure: AUTH.loginFallback, success: AUTH.loginSuccessful },
  });
  const { control, handleSubmit, formState } = useZodForm(loginSchema, { email: '', password: '' });

  if (token) return <Navigate to={paths.admin.dashboard} replace />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    login.reset();
    return handleSubmit((values) => login.mutateAsync(values).catch(() => undefined))(event);
  };
  const failure = login.isError ? errorMessage(login.error, AUTH.loginFallback) : null;

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
              <FormPasswordField control={control} name="password" label="Password" autoComplete="current-password" />
              <Button type="submit" variant="contained" size="large" disabled={!formState.isValid || login.isPending}>
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
