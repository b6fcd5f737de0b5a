import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { UNSUBSCRIBE } from '../../../contracts/form-messages';
import { LOAD_FAILED } from '../../../contracts/messages';
import { useSay, useT } from '../../i18n/useT';
import { failureText, useUnsubscribe } from './api';
import { AuthCard } from './AuthCard';

/**
 * /unsubscribe?token=… (issue 48): a notification mail's link. Opening it changes nothing (mail
 * scanners open links); the button posts the token, which turns the student's notification mail
 * off. Done, the token leaves the address bar.
 */
function UnsubscribeCard({ token }: { token: string }) {
  const t = useT();
  const say = useSay();
  const unsubscribe = useUnsubscribe();

  const onClick = () => {
    unsubscribe.reset();
    unsubscribe.mutate(
      { token },
      { onSuccess: () => window.history.replaceState(window.history.state, '', window.location.pathname) },
    );
  };

  return (
    <AuthCard title={t('auth.unsubscribe.title')} subtitle={t('auth.unsubscribe.subtitle')}>
      {unsubscribe.isSuccess ? (
        <Alert severity="success">{say(unsubscribe.data.message)}</Alert>
      ) : !token ? (
        <Alert severity="error" role="alert">
          {say(UNSUBSCRIBE.invalid)}
        </Alert>
      ) : (
        <Stack spacing={2.5}>
          <Typography variant="body2">{t('auth.unsubscribe.text')}</Typography>
          {unsubscribe.isError && (
            <Alert severity="error" role="alert">
              {failureText(unsubscribe.error, LOAD_FAILED.serverUnreachable)}
            </Alert>
          )}
          <Button variant="contained" size="large" loading={unsubscribe.isPending} onClick={onClick}>
            {t('auth.unsubscribe.button')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}

/** A new link opened in the same tab changes only the query: the card starts again with its token. */
export function UnsubscribePage() {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token') ?? '';
  return <UnsubscribeCard key={token} token={token} />;
}
