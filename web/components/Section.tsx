import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a page (h2), with an optional action at the right. */
export function Section({
  title,
  action,
  children,
  id,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 5, md: 7 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, mb: 2 }}>
        <Typography
          id={headingId}
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: 20, md: 24 }, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
