import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/client';
import { LOAD_FAILED } from '../../contracts/messages';
import { useSay } from '../i18n/useT';
import { mirroredInRtl } from './mirror';

/** The server answered that the thing asked for does not exist (or the id cannot name one). */
export const isNotFound = (error: unknown) => error instanceof ApiError && [400, 404, 422].includes(error.status);

/**
 * A detail page with nothing to show: 'Course Not Found' with a way back, or, when the load
 * failed for another reason, a way to try again as well. Its texts may be the contracts' English
 * (LOAD_FAILED.x): they show in the language chosen.
 */
export function MissingPage({
  title,
  text,
  back,
  onRetry,
  retrying = false,
}: {
  title: string;
  text?: string;
  back: { to: string; label: string };
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const say = useSay();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {say(title)}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {say(text)}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        {onRetry && (
          <Button variant="contained" startIcon={<Refresh />} onClick={onRetry} loading={retrying}>
            {say(LOAD_FAILED.tryAgain)}
          </Button>
        )}
        <Button
          variant={onRetry ? 'outlined' : 'contained'}
          component={RouterLink}
          to={back.to}
          startIcon={<ArrowBack sx={mirroredInRtl} />}
        >
          {say(back.label)}
        </Button>
      </Stack>
    </Box>
  );
}
