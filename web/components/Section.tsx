import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

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
  const generated = useId();
  // An English title names its heading ('section-top-members'); one in Arabic, whose letters a
  // slug would drop, gets a generated id, unique on the page.
  const headingId =
    id ?? (/^[\x20-\x7e]*$/.test(title) ? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : `section${generated}`);
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
