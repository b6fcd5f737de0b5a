import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { resetPasswordSchema } from '../../../contracts/auth';
import { LOAD_FAILED, PASSWORD_LINKS } from '../../../contracts/messages';
import { errorMessage } from '../../api/client';
import { paths } from '../../app/paths';
import { NotFoundPage } from '../../components/NotFoundPage';
import { FormPasswordField } from '../../components/forms/PasswordField';
import { useZodForm } from '../../components/forms/useZodForm';
import { useMailEnabled } from '../config/api';
import { useResetPassword } from './api';
import { AuthCard } from './AuthCard';

const passwordOnly = resetPasswordSchema.pick({ password: true });

const TEXTS = {
  reset: { title: 'Reset Password', subtitle: 'Choose a new password for your account' },
  invite: { title: 'Set Your Password', subtitle: 'Choose the password of your new student account' },
} as const;

/**
 * The page a mailed link opens (issue 26): /reset-password (forgot password) and /set-password
 * (an invitation). The token is in the fragment (`#token=`), which the browser never sends; once
 * spent it is taken off the address.
 */
function PasswordLinkPage({ kind, token }: { kind: keyof typeof TEXTS; token: string }) {
  const mailEnabled = useMailEnabled();
  const save = useResetPassword();
  const { control, handleSubmit } = useZodForm(passwordOnly, { password: '' }, { validate: 'onSubmit' });
  if (!mailEnabled) return <NotFoundPage />;

  const onSubmit = handleSubmit(({ password }) => {
    save.reset();
    // Spent: off the address bar (not a navigation of the app, which would start the page again).
    save.mutate(
      { token, password },
      { onSuccess: () => window.history.replaceState(window.history.state, '', window.location.pathname) },
    );
  });
  const refusal = !token ? PASSWORD_LINKS.invalid : save.isError ? errorMessage(save.error, LOAD_FAILED.serverUnreachable) : null;

  return (
    <AuthCard {...TEXTS[kind]}>
      {save.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{save.data.message}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            Go To Login
          </Button>
        </Stack>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {refusal && (
              <Alert severity="error" role="alert">
                {refusal}{' '}
                <Link component={RouterLink} to={paths.forgotPassword}>
                  Ask For A New Link
                </Link>
              </Alert>
            )}
            <FormPasswordField control={control} name="password" label="New Password" autoComplete="new-password" autoFocus />
            <Button type="submit" variant="contained" size="large" loading={save.isPending} disabled={!token}>
              Save Password
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}

/** A new link opened in the same tab changes only the fragment: the page starts again with its token. */
function PasswordLinkRoute({ kind }: { kind: keyof typeof TEXTS }) {
  const { hash } = useLocation();
  return <PasswordLinkPage key={hash} kind={kind} token={new URLSearchParams(hash.slice(1)).get('token') ?? ''} />;
}

export const ResetPasswordPage = () => <PasswordLinkRoute kind="reset" />;
export const SetPasswordPage = () => <PasswordLinkRoute kind="invite" />;
