import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { idColumn, numberColumn, wrappingCells } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import { formatNumber } from '../../components/format';
import { AchievementDialog } from './AchievementDialog';
import { achievementMutations, achievementsQuery, RULE_METRIC_LABELS, type Achievement } from './api';

const columns: MRT_ColumnDef<Achievement>[] = [
  idColumn(),
  {
    accessorKey: 'badge',
    header: 'Badge',
    size: 80,
    Cell: ({ row }) => (
      <Avatar src={row.original.badge ?? undefined} alt="" sx={{ bgcolor: 'warning.main' }}>
        {row.original.name.charAt(0)}
      </Avatar>
    ),
  },
  { accessorKey: 'name', header: 'Name', enableSorting: true, size: 140 },
  { accessorKey: 'description', header: 'Description', size: 180, muiTableBodyCellProps: wrappingCells },
  numberColumn('points', 'Points'),
  numberColumn('users_count', 'Users'),
  {
    accessorKey: 'manual',
    header: 'Type',
    enableSorting: true,
    Cell: ({ row }) =>
      row.original.manual ? (
        <Chip label="Manual" size="small" color="secondary" variant="outlined" />
      ) : (
        <Chip label="Automatic" size="small" color="primary" variant="outlined" />
      ),
  },
  {
    id: 'rule',
    header: 'Rule',
    size: 140,
    muiTableBodyCellProps: wrappingCells,
    Cell: ({ row }) =>
      row.original.rule_metric
        ? `${RULE_METRIC_LABELS[row.original.rule_metric]} ≥ ${formatNumber(row.original.rule_threshold)}`
        : '—',
  },
];

/** Deletion is disabled while users hold the achievement (docs/product.md#admin-screens). */
const deletable = (achievement: Achievement) => (achievement.users_count > 0 ? 'Users have earned this achievement' : true);

export function AchievementsPage() {
  const query = useQuery(achievementsQuery);
  const { data = [], isLoading } = query;
  return (
    <CrudPage
      subject="Achievement"
      rows={data}
      isLoading={isLoading}
      load={query}
      remove={achievementMutations.remove}
      columns={columns}
      deletable={deletable}
      renderDialog={(props) => <AchievementDialog {...props} />}
    />
  );
}
