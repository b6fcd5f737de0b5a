import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { loginSchema } from '../../../contracts/auth';
import { paths } from '../../app/paths';
import { FormTextField } from '../../components/forms/fields';
import { useZodForm } from '../../components/forms/useZodForm';
import { loginErrorMessage, useStudentLogin } from './api';

/** /user/login: e-mail and password; 'Invalid Credentials' for wrong ones (else what went wrong); home on success. */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useStudentLogin();
  const { control, handleSubmit } = useZodForm(loginSchema, { email: '', password: '' }, { validate: 'onSubmit' });

  const onSubmit = handleSubmit((values) => {
    login.reset();
    login.mutate(values, { onSuccess: () => void navigate(paths.home) });
  });

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 2, md: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1.5 }}>
              <LockOutlined />
            </Avatar>
            <Typography variant="h5" component="h1">
              Student Login
            </Typography>
            <Typography color="text.secondary" variant="body2">
              Sign in to manage your profile and projects
            </Typography>
          </Stack>
          <Box component="form" noValidate onSubmit={onSubmit}>
            <Stack spacing={2.5}>
              {login.isError && <Alert severity="error">{loginErrorMessage(login.error)}</Alert>}
              <FormTextField control={control} name="email" label="E-Mail" type="email" autoComplete="email" autoFocus />
              <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" variant="contained" size="large" loading={login.isPending}>
                Login
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
