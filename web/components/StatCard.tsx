import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from './format';

type Props = { label: string; value: number; icon: ReactNode; color: string; loading?: boolean };

/** A figure with its label (en-US formatted); a placeholder while it loads, never a misleading 0. */
export function StatCard({ label, value, icon, color, loading = false }: Props) {
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
          sx={{ bgcolor: `${color}1a`, color, width: { xs: 44, sm: 52 }, height: { xs: 44, sm: 52 } }}
          variant="rounded"
          aria-hidden
        >
          {icon}
        </Avatar>
        <div>
          <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
            {loading ? <Skeleton width={72} aria-hidden /> : formatNumber(value)}
          </Typography>
          <Typography color="text.secondary" variant="body2" component="h2">
            {label}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
