import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import RefundIcon from '@mui/icons-material/UndoOutlined';
import CorrectionIcon from '@mui/icons-material/EditNoteOutlined';
import NetIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { formatMoney } from '../../components/format';
import { StatCard } from '../../components/StatCard';
import type { PaymentTotals } from './api';

const CARDS: { key: keyof Omit<PaymentTotals, 'count'>; label: string; icon: ReactNode; color: string }[] = [
  { key: 'payments', label: 'Payments', icon: <PaymentIcon />, color: '#2e7d32' },
  { key: 'refunds', label: 'Refunds', icon: <RefundIcon />, color: '#ef6c00' },
  { key: 'corrections', label: 'Corrections', icon: <CorrectionIcon />, color: '#0277bd' },
  { key: 'net', label: 'Net Revenue', icon: <NetIcon />, color: '#3949ab' },
];

type Props = { totals: PaymentTotals | undefined; failed: boolean };

/** The sums of every line the filters keep (all pages), net = payments - refunds + corrections. */
export function PaymentTotalsCards({ totals, failed }: Props) {
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label="Totals of the filtered payments">
      {CARDS.map(({ key, label, icon, color }) => (
        <Grid key={key} size={{ xs: 12, sm: 6, xl: 3 }}>
          <StatCard
            label={label}
            icon={icon}
            color={color}
            value={totals ? formatMoney(totals[key]) : failed ? '—' : undefined}
          />
        </Grid>
      ))}
    </Grid>
  );
}
