import EditNoteIcon from '@mui/icons-material/EditNoteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_KINDS, type PaymentKind } from '../../../contracts/payments';
import { formatMoney } from '../../components/format';
import { useDialogState } from '../../components/useDialogState';
import { wrappingCells } from '../components/columns';
import { ALL_ROWS, DataTable, serverPaged } from '../components/DataTable';
import { PageActions } from '../components/PageActions';
import { useSearchField } from '../components/useSearchField';
import { SearchField } from '../components/SearchField';
import { useTableState } from '../components/useTableState';
import { coursesQuery } from '../courses/api';
import { paymentsQuery, type Payment } from './api';
import { CorrectionDialog, type CorrectionPreset } from './CorrectionDialog';
import { paymentsPath, readFilters, type LedgerFilters } from './paymentsPath';
import { PaymentTotalsCards } from './PaymentTotalsCards';

const KIND_LABELS: Record<PaymentKind, string> = { payment: 'Payment', refund: 'Refund', correction: 'Correction' };
const KIND_COLORS = { payment: 'success', refund: 'warning', correction: 'info' } as const;

/** A line's date and time on the academy's calendar (the one the date filters use). */
function dateTimeFormat(timeZone: string | undefined) {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** The ledger's filters, read from and written to the address; a change goes back to page 1. */
function useLedgerFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilter = useCallback(
    (name: keyof LedgerFilters, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [filters, setFilter] as const;
}

/**
 * The payments ledger (issue 14 item 3): every payment, refund and correction, newest first,
 * filtered by course, kind, dates (the academy's calendar) and student; the totals of everything
 * the filters keep; 'Add Correction' (from the top, or from a line with its student and course).
 */
export function PaymentsPage() {
  const tableState = useTableState();
  const { pagination, search: term } = tableState;
  const [search, setSearch] = useSearchField(term, tableState.setSearch);
  const [filters, setFilter] = useLedgerFilters();
  const { pageIndex, pageSize } = pagination;
  const query = useQuery(paymentsQuery(paymentsPath(filters, term, pageIndex, pageSize === ALL_ROWS ? undefined : pageSize)));
  const courses = useQuery(coursesQuery);
  const { data } = query;
  const lines = data?.payments ?? [];
  const timeZone = data?.time_zone;
  const dialog = useDialogState<CorrectionPreset>();
  const { openWith } = dialog;

  const columns = useMemo<MRT_ColumnDef<Payment>[]>(() => {
    const dates = dateTimeFormat(timeZone);
    return [
      {
        accessorKey: 'created_at',
        header: 'Date',
        size: 140,
        Cell: ({ cell }) => dates.format(new Date(cell.getValue<string>())),
      },
      {
        id: 'student',
        header: 'Student',
        size: 190,
        Cell: ({ row }) => (
          <div>
            <div>{row.original.student.name}</div>
            {row.original.student.email && (
              <Typography variant="caption" color="text.secondary">
                {row.original.student.email}
              </Typography>
            )}
          </div>
        ),
      },
      { id: 'course', header: 'Course', size: 140, accessorFn: (line) => line.course.title },
      {
        accessorKey: 'kind',
        header: 'Kind',
        size: 110,
        Cell: ({ row }) => (
          <div>
            <Chip size="small" variant="outlined" color={KIND_COLORS[row.original.kind]} label={KIND_LABELS[row.original.kind]} />
            {row.original.kind === 'payment' && row.original.got_discount && (
              <Typography variant="caption" color="text.secondary" component="div">
                With discount
              </Typography>
            )}
          </div>
        ),
      },
      {
        accessorKey: 'amount',
        header: 'Amount',
        size: 120,
        muiTableHeadCellProps: { align: 'right' },
        muiTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => {
          const { amount, kind } = row.original;
          const out = kind === 'refund' || amount < 0;
          return (
            <Box component="span" sx={{ color: out ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
              {kind === 'refund' ? `-${formatMoney(amount)}` : formatMoney(amount)}
            </Box>
          );
        },
      },
      {
        accessorKey: 'note',
        header: 'Note',
        size: 180,
        muiTableBodyCellProps: { sx: { ...wrappingCells.sx, minWidth: 160 } },
      },
      { id: 'admin', header: 'By', size: 110, accessorFn: (line) => line.admin.name },
      {
        id: 'actions',
        header: 'Actions',
        size: 70,
        Cell: ({ row }) => {
          const { student, course } = row.original;
          const gone = student.id === null ? 'The student was deleted' : course.id === null ? 'The course was deleted' : '';
          const label = gone || `Add a correction for ${student.name} in ${course.title}`;
          return (
            <Tooltip title={gone || 'Add Correction'}>
              <span>
                <IconButton
                  aria-label={label}
                  disabled={Boolean(gone)}
                  onClick={() =>
                    student.id !== null &&
                    course.id !== null &&
                    student.email !== null &&
                    openWith({ student: { id: student.id, name: student.name, email: student.email }, courseId: course.id })
                  }
                >
                  <EditNoteIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          );
        },
      },
    ];
  }, [timeZone, openWith]);

  const zoneNote = timeZone ? ` (${timeZone})` : '';
  return (
    <>
      <PageActions addLabel="Add Correction" onAdd={() => openWith(null)}>
        <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Course"
            value={filters.course}
            onChange={(event) => setFilter('course', event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: 190 }}
          >
            <MenuItem value="">All Courses</MenuItem>
            {(courses.data ?? []).map((course) => (
              <MenuItem key={course.id} value={String(course.id)}>
                {course.title}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Kind"
            value={filters.kind}
            onChange={(event) => setFilter('kind', event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ width: 150 }}
          >
            <MenuItem value="">All Kinds</MenuItem>
            {PAYMENT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={`From${zoneNote}`}
            value={filters.from}
            onChange={(event) => setFilter('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
            sx={{ width: 200 }}
          />
          <TextField
            size="small"
            type="date"
            label={`To${zoneNote}`}
            value={filters.to}
            onChange={(event) => setFilter('to', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
            sx={{ width: 200 }}
          />
          <SearchField label="Search by Name or Email" value={search} onChange={setSearch} width={240} />
        </Stack>
      </PageActions>
      <PaymentTotalsCards totals={data?.totals} failed={query.isError && !data} />
      <DataTable columns={columns} {...serverPaged(query, lines)} emptyText="No payments found" tableState={tableState} />
      <CorrectionDialog key={dialog.key} open={dialog.open} preset={dialog.item} onClose={dialog.close} />
    </>
  );
}
