import RemoveIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { ProjectUrlLink } from '../../components/StudentLink';
import { useDialogState } from '../../components/useDialogState';
import { dateColumn, numberColumn, TwoLines, wrappingCells } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { PageActions } from '../components/PageActions';
import { useSearchField } from '../../components/useSearchField';
import { SearchField } from '../components/SearchField';
import { useServerRows } from '../components/useServerRows';
import { useTableState } from '../components/useTableState';
import { moderationMutations, reviewQueueQuery, type ReviewItem } from './api';
import { ReasonDialog } from './ReasonDialog';

const submissionsOf = (answer: { submissions: ReviewItem[] }) => answer.submissions;

/**
 * Moderation (issue 14 item 7): the review queue of every student's latest submissions, newest
 * first, searched on the server by student, project or URL, with page and search in the
 * address. Each link opens in a new tab; Remove asks for the reason the student will see.
 */
export function ModerationPage() {
  const tableState = useTableState();
  const { pagination, search: term } = tableState;
  const [search, setSearch] = useSearchField(term, tableState.setSearch);
  const { table } = useServerRows(
    (pageIndex: number, pageSize: number) => reviewQueueQuery({ pageIndex, pageSize, term }),
    pagination,
    submissionsOf,
  );
  const removal = useDialogState<ReviewItem>();
  const { openWith: openRemoval } = removal;

  const columns = useMemo<MRT_ColumnDef<ReviewItem>[]>(
    () => [
      { ...dateColumn<ReviewItem>('created_at', 'Submitted'), enableSorting: false, size: 100 },
      {
        id: 'student',
        header: 'Student',
        size: 180,
        muiTableBodyCellProps: wrappingCells,
        Cell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{row.original.user.name}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {row.original.user.email}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'project',
        header: 'Project',
        size: 170,
        Cell: ({ row }) => <TwoLines primary={row.original.project.name} caption={row.original.course.title} />,
      },
      {
        accessorKey: 'url',
        header: 'URL',
        size: 220,
        Cell: ({ row }) => <ProjectUrlLink url={row.original.url} />,
      },
      { ...numberColumn<ReviewItem>('points', 'Points'), enableSorting: false, size: 70 },
      {
        id: 'actions',
        header: 'Actions',
        size: 110,
        Cell: ({ row }) => (
          <Button
            color="error"
            size="small"
            startIcon={<RemoveIcon />}
            aria-label={`Remove ${row.original.user.name}'s ${row.original.project.name}`}
            onClick={() => openRemoval(row.original)}
          >
            Remove
          </Button>
        ),
      },
    ],
    [openRemoval],
  );

  return (
    <>
      <PageActions>
        <SearchField label="Search student, project or URL" value={search} onChange={setSearch} width={360} />
      </PageActions>
      <DataTable columns={columns} {...table} emptyText="No submissions found" tableState={tableState} />
      {removal.item && (
        <ReasonDialog
          key={removal.key}
          open={removal.open}
          title="Remove Submission"
          intro={`Remove ${removal.item.user.name}'s ${removal.item.project.name} (${removal.item.course.title}, ${removal.item.points} points)? Their points, counts and achievements follow.`}
          submitLabel="Remove"
          id={removal.item.id}
          mutation={moderationMutations.remove}
          onClose={removal.close}
        />
      )}
    </>
  );
}
