import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Spinner while a screen's data loads. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The spec's empty-state line, with room for a hint or an action. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
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
      <InboxOutlined sx={{ fontSize: 40, mb: 1, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p">
        {message}
      </Typography>
      {children}
    </Box>
  );
}
