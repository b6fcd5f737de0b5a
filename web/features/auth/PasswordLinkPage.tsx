import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { PASSWORD_LINK_REFUSALS, resetPasswordSchema, type PasswordLinkRefusal } from '../../../contracts/auth';
import { LOAD_FAILED } from '../../../contracts/messages';
import { PASSWORD_LINKS } from '../../../contracts/form-messages';
import { ApiError } from '../../api/client';
import { paths } from '../../app/paths';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Loading } from '../../components/States';
import { FormPasswordField } from '../../components/forms/PasswordField';
import { useZodForm } from '../../components/forms/useZodForm';
import type { MessageKey } from '../../locales/en';
import { useSay, useT } from '../../i18n/useT';
import { useMailEnabled } from '../config/api';
import { failureText, usePasswordLinkCheck, useResetPassword } from './api';
import { AuthCard } from './AuthCard';

const passwordOnly = resetPasswordSchema.pick({ password: true });

const TEXTS = {
  reset: { title: 'auth.reset.title', subtitle: 'auth.reset.subtitle' },
  invite: { title: 'auth.invite.title', subtitle: 'auth.invite.subtitle' },
} as const satisfies Record<string, { title: MessageKey; subtitle: MessageKey }>;
type Kind = keyof typeof TEXTS;

/** An invitation's page words a dead link as an invitation: staff send a new one, not /forgot-password. */
const INVITATION_REFUSAL: Record<PasswordLinkRefusal, string> = {
  invalid: PASSWORD_LINKS.invitationInvalid,
  expired: PASSWORD_LINKS.invitationExpired,
  used: PASSWORD_LINKS.invitationUsed,
};

/** The refusal a use of the link answered on `token` (the messages the check answers too), if any. */
function refusalIn(error: unknown): PasswordLinkRefusal | undefined {
  const answer = error instanceof ApiError ? error.errors?.token?.[0] : undefined;
  return PASSWORD_LINK_REFUSALS.find((refusal) => PASSWORD_LINKS[refusal] === answer);
}

/**
 * Why the link cannot set a password, and what to do instead: a reset link asks for a new one; an
 * invitation that expired or was replaced asks staff, one already used goes to the login.
 */
function LinkRefused({ kind, refusal }: { kind: Kind; refusal: PasswordLinkRefusal }) {
  const t = useT();
  const say = useSay();
  if (kind === 'reset') {
    return (
      <Alert severity="error" role="alert">
        {say(PASSWORD_LINKS[refusal])}{' '}
        <Link component={RouterLink} to={paths.forgotPassword}>
          {t('auth.link.askNew')}
        </Link>
      </Alert>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Alert severity="error" role="alert">
        {say(INVITATION_REFUSAL[refusal])}
      </Alert>
      {refusal === 'used' && (
        <>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {t('auth.goToLogin')}
          </Button>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'center' }}>
            {say(PASSWORD_LINKS.forgotLink)}
          </Link>
        </>
      )}
    </Stack>
  );
}

/**
 * The page a mailed link opens (issue 26): /reset-password (forgot password) and /set-password
 * (an invitation). The token is in the fragment (`#token=`), which the browser never sends; once
 * spent it is taken off the address. The link is checked as the page opens (issue 44 item 4): a
 * dead one says why at once, instead of the form.
 */
function PasswordLinkPage({ kind, token }: { kind: Kind; token: string }) {
  const mailEnabled = useMailEnabled();
  const check = usePasswordLinkCheck(mailEnabled ? token : '');
  const save = useResetPassword();
  const t = useT();
  const say = useSay();
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
  const refusal = !token
    ? 'invalid'
    : check.data && !check.data.usable
      ? (check.data.refusal ?? 'invalid')
      : refusalIn(save.error);
  // The check could not answer (no connection, too many requests): the form stays, its use answers for the link.
  const failure = check.isError
    ? failureText(check.error, LOAD_FAILED.serverUnreachable)
    : save.isError
      ? failureText(save.error, LOAD_FAILED.serverUnreachable)
      : null;

  return (
    <AuthCard title={t(TEXTS[kind].title)} subtitle={t(TEXTS[kind].subtitle)}>
      {save.isSuccess ? (
        <Stack spacing={2.5}>
          <Alert severity="success">{say(save.data.message)}</Alert>
          <Button component={RouterLink} to={paths.login} variant="contained" size="large">
            {t('auth.goToLogin')}
          </Button>
        </Stack>
      ) : refusal ? (
        <LinkRefused kind={kind} refusal={refusal} />
      ) : check.isPending ? (
        <Loading label={t('auth.link.checking')} />
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <FormPasswordField
              control={control}
              name="password"
              label={t('auth.newPassword')}
              autoComplete="new-password"
              autoFocus
            />
            <Button type="submit" variant="contained" size="large" loading={save.isPending}>
              {t('auth.savePassword')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}

/** A new link opened in the same tab changes only the fragment: the page starts again with its token. */
function PasswordLinkRoute({ kind }: { kind: Kind }) {
  const { hash } = useLocation();
  return <PasswordLinkPage key={hash} kind={kind} token={new URLSearchParams(hash.slice(1)).get('token') ?? ''} />;
}

export const ResetPasswordPage = () => <PasswordLinkRoute kind="reset" />;
export const SetPasswordPage = () => <PasswordLinkRoute kind="invite" />;
