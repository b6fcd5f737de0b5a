import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LOAD_FAILED } from '../../contracts/messages';
import { useSay, useT } from '../i18n/useT';

/** Spinner while a screen's data loads. */
export function Loading({ label }: { label?: string }) {
  const t = useT();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label ?? t('common.loading')} />
    </Box>
  );
}

/** `message`: the contracts' English (EMPTY.x, LOAD_FAILED.x) or a screen's text, shown in the language chosen. */
function Panel({ icon, message, children }: { icon: ReactNode; message: string; children?: ReactNode }) {
  const say = useSay();
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        color: 'text.secondary',
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {icon}
      <Typography variant="h6" component="p">
        {say(message)}
      </Typography>
      {children}
    </Box>
  );
}

/** The empty-state line (docs/product.md#screen-texts): only after a load that succeeded and returned nothing. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <Panel icon={<InboxOutlined sx={{ fontSize: 40, mb: 1, color: 'text.disabled' }} aria-hidden />} message={message}>
      {children}
    </Panel>
  );
}

/**
 * A load that failed: says so without implying there is no data (the toast carries the failure
 * message), with a way to try again.
 */
export function ErrorState({
  message = LOAD_FAILED.generic,
  onRetry,
  retrying = false,
}: {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const say = useSay();
  return (
    <Panel icon={<CloudOffOutlined sx={{ fontSize: 40, mb: 1, color: 'text.disabled' }} aria-hidden />} message={message}>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {say(LOAD_FAILED.checkConnection)}
      </Typography>
      {onRetry && (
        <Button variant="outlined" startIcon={<Refresh />} onClick={onRetry} loading={retrying} sx={{ mt: 2 }}>
          {say(LOAD_FAILED.tryAgain)}
        </Button>
      )}
    </Panel>
  );
}

type ListQuery = { data: unknown; isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * A list's four states in order: the spinner, the failure (only when nothing loaded yet), the
 * empty line of docs/product.md#screen-texts (only after a load that succeeded and returned nothing), then the content.
 */
export function QueryContent({
  query,
  loadingLabel,
  errorMessage,
  isEmpty,
  emptyMessage,
  children,
}: {
  query: ListQuery;
  loadingLabel: string;
  errorMessage: string;
  isEmpty: boolean;
  emptyMessage: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError && query.data === undefined) {
    return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (isEmpty) return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
