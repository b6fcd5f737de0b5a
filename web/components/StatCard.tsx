import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from './format';

/** A figure with its label (en-US formatted). */
export function StatCard({ label, value, icon, color }: { label: string; value: number; icon: ReactNode; color: string }) {
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
            {formatNumber(value)}
          </Typography>
          <Typography color="text.secondary" variant="body2" component="h2">
            {label}
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
