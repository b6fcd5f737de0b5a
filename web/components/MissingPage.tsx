import ArrowBack from '@mui/icons-material/ArrowBack';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api/client';
import { LOAD_FAILED } from '../../contracts/messages';

/** The server answered that the thing asked for does not exist (or the id cannot name one). */
export const isNotFound = (error: unknown) => error instanceof ApiError && [400, 404, 422].includes(error.status);

/**
 * A detail page with nothing to show: 'Course Not Found' with a way back, or, when the load
 * failed for another reason, a way to try again as well.
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
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        {onRetry && (
          <Button variant="contained" startIcon={<Refresh />} onClick={onRetry} loading={retrying}>
            {LOAD_FAILED.tryAgain}
          </Button>
        )}
        <Button variant={onRetry ? 'outlined' : 'contained'} component={RouterLink} to={back.to} startIcon={<ArrowBack />}>
          {back.label}
        </Button>
      </Stack>
    </Box>
  );
}
