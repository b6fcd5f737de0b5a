import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { lighten } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  /** The figure, already formatted (`formatNumber`, `formatMoney`); undefined while it loads. */
  value: string | undefined;
  icon: ReactNode;
  color: string;
};

/**
 * A figure with its label, on the stats page and the admin dashboard: a placeholder while it
 * loads, never a misleading 0. The label is the card's heading, so the figure is found by it.
 */
export function StatCard({ label, value, icon, color }: Props) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        <Avatar
          sx={(theme) => {
            // The same hue in both schemes; on a dark card a lighter shade of it, as the theme's primary.
            const dark = theme.palette.mode === 'dark';
            return {
              bgcolor: `${color}${dark ? '33' : '1a'}`,
              color: dark ? lighten(color, 0.45) : color,
              width: { xs: 44, sm: 52 },
              height: { xs: 44, sm: 52 },
            };
          }}
          variant="rounded"
          aria-hidden
        >
          {icon}
        </Avatar>
        {/* A long figure (money in the millions) wraps inside the card instead of running past it. */}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid={`stat-${label}`}>
            {value ?? <Skeleton width={72} aria-hidden />}
          </Typography>
          <Typography color="text.secondary" variant="body2" component="h2">
            {label}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
