import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { PAYMENTS } from '../../../../contracts/admin-messages';
import { formatMoney } from '../../../components/format';
import { QueryContent } from '../../../components/States';
import { AcademyDate } from '../../components/academyTime';
import { paymentsQuery, type Payment } from '../../payments/api';
import { KIND_COLORS, KIND_LABELS, signedAmount } from '../../payments/lines';
import { studentPaymentsPath } from '../../payments/paymentsPath';
import { DetailCard } from './DetailCard';
import { SimpleTable, type SimpleColumn } from './SimpleTable';

const columns: SimpleColumn<Payment>[] = [
  { header: 'Date', cell: (line) => <AcademyDate value={line.created_at} withTime /> },
  { header: 'Course', wrap: true, cell: (line) => line.course.title },
  {
    header: 'Kind',
    cell: (line) => <Chip size="small" variant="outlined" color={KIND_COLORS[line.kind]} label={KIND_LABELS[line.kind]} />,
  },
  {
    header: 'Amount',
    align: 'right',
    cell: (line) => (
      <Typography component="span" variant="inherit" color={signedAmount(line) < 0 ? 'error' : undefined}>
        {formatMoney(signedAmount(line))}
      </Typography>
    ),
  },
  { header: 'Note', wrap: true, cell: (line) => line.note ?? '—' },
  { header: 'By', cell: (line) => line.admin.name },
];

/**
 * The student's own lines of the payments ledger (the ledger's call for this student): payments,
 * refunds and corrections of every course, newest first, and the net of them all. They stay after an
 * unenrollment, as the ledger keeps them.
 */
export function PaymentsCard({ userId }: { userId: number }) {
  const query = useQuery({ ...paymentsQuery(studentPaymentsPath(userId)), placeholderData: undefined });
  const { data } = query;
  const lines = data?.payments ?? [];
  return (
    <DetailCard
      title="Payments"
      count={data ? lines.length : undefined}
      action={
        data && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            Net paid: <strong>{formatMoney(data.totals.net)}</strong>
          </Typography>
        )
      }
    >
      <QueryContent
        query={query}
        loadingLabel="Loading payments"
        errorMessage={PAYMENTS.fetchFailed}
        isEmpty={false}
        emptyMessage=""
      >
        <SimpleTable
          label="Payments"
          columns={columns}
          rows={lines}
          rowKey={(line) => line.id}
          emptyText="No payments recorded"
        />
      </QueryContent>
    </DetailCard>
  );
}
