import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { title: string; count?: number; action?: ReactNode; children: ReactNode };

/** One part of a student's page: a card whose heading (h2) names it, with how many rows it holds. */
export function DetailCard({ title, count, action, children }: Props) {
  const headingId = `user-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%', minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
            {count !== undefined && (
              <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
                ({count})
              </Typography>
            )}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
