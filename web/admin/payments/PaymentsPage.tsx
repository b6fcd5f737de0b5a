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
import { PAYMENT_KINDS } from '../../../contracts/payments';
import { formatMoney } from '../../components/format';
import { useDialogState } from '../../components/useDialogState';
import { AcademyDate, ZoneHeader } from '../components/academyTime';
import { TwoLines, wrappingCells } from '../components/columns';
import { DateFilterField } from '../components/DateFilterField';
import { DataTable } from '../components/DataTable';
import { PageActions } from '../components/PageActions';
import { useSearchField } from '../../components/useSearchField';
import { SearchField } from '../components/SearchField';
import { useAddressParams } from '../components/useAddressParams';
import { useServerRows } from '../components/useServerRows';
import { useTableState } from '../components/useTableState';
import { coursesQuery } from '../courses/api';
import { ExportButtons } from '../exports/ExportButtons';
import { paymentsQuery, type Payment } from './api';
import { CorrectionDialog, type CorrectionPreset } from './CorrectionDialog';
import { KIND_COLORS, KIND_LABELS } from './lines';
import { paymentsExportPath, paymentsPath, readFilters, type LedgerFilters } from './paymentsPath';
import { PaymentTotalsCards } from './PaymentTotalsCards';

const linesOf = (answer: { payments: Payment[] }) => answer.payments;

/** The ledger's filters, read from and written to the address; a change goes back to page 1. */
function useLedgerFilters() {
  const [params, write] = useAddressParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilter = useCallback(
    (name: keyof LedgerFilters, value: string) =>
      write((next) => {
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [write],
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
  const ledger = useServerRows(
    (pageIndex: number, pageSize: number) => paymentsQuery(paymentsPath(filters, term, pageIndex, pageSize)),
    pagination,
    linesOf,
  );
  const courses = useQuery(coursesQuery);
  const data = ledger.answer;
  const dialog = useDialogState<CorrectionPreset>();
  const { openWith } = dialog;

  const columns = useMemo<MRT_ColumnDef<Payment>[]>(() => {
    return [
      {
        accessorKey: 'created_at',
        header: 'Date',
        Header: <ZoneHeader label="Date" />,
        size: 170,
        Cell: ({ cell }) => <AcademyDate value={cell.getValue<string>()} withTime />,
      },
      {
        id: 'student',
        header: 'Student',
        size: 170,
        Cell: ({ row }) => <TwoLines primary={row.original.student.name} caption={row.original.student.email} />,
      },
      { id: 'course', header: 'Course', size: 130, accessorFn: (line) => line.course.title },
      {
        accessorKey: 'kind',
        header: 'Kind',
        size: 105,
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
        size: 115,
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
        size: 140,
        muiTableBodyCellProps: wrappingCells,
      },
      { id: 'admin', header: 'By', size: 100, accessorFn: (line) => line.admin.name },
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
  }, [openWith]);

  const exportFile = { label: 'Export Payments', path: paymentsExportPath(filters, term), fileName: 'payments.csv' };
  return (
    <>
      <ExportButtons files={[exportFile]} />
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
          <DateFilterField
            label="From"
            value={filters.from}
            onChange={(day) => setFilter('from', day)}
            max={filters.to || undefined}
          />
          <DateFilterField
            label="To"
            value={filters.to}
            onChange={(day) => setFilter('to', day)}
            min={filters.from || undefined}
          />
          <SearchField label="Search by Name or Email" value={search} onChange={setSearch} width={240} />
        </Stack>
      </PageActions>
      <PaymentTotalsCards totals={data?.totals} failed={ledger.load.isError && !data} />
      <DataTable columns={columns} {...ledger.table} emptyText="No payments found" tableState={tableState} />
      <CorrectionDialog key={dialog.key} open={dialog.open} preset={dialog.item} onClose={dialog.close} />
    </>
  );
}
