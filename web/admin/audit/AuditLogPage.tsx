import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { MRT_ColumnDef } from 'material-react-table';
import { useCallback, useMemo } from 'react';
import { AUDIT } from '../../../contracts/admin-messages';
import { useDialogState } from '../../components/useDialogState';
import { AcademyDate, ZoneHeader } from '../components/academyTime';
import { wrappingCells } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { PARAM } from '../components/tableState';
import { useAddressParams } from '../components/useAddressParams';
import { useServerRows } from '../components/useServerRows';
import { useTableState } from '../components/useTableState';
import { auditQuery, type AuditEntry, type AuditFilterValues } from './api';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditFilters } from './AuditFilters';
import { wordLabel } from './format';

const entriesOf = (answer: { entries: AuditEntry[] }) => answer.entries;

/** The filters beside the table's own `q` (search), in the address so reload and Back keep them. */
const FILTER_PARAMS = { admin_id: 'admin', entity: 'entity', action: 'action', from: 'from', to: 'to' } as const;
type FilterKey = keyof typeof FILTER_PARAMS;

function useAuditFilters(search: string, setSearch: (search: string) => void) {
  const [params, write] = useAddressParams();
  const values: AuditFilterValues = {
    search,
    admin_id: params.get(FILTER_PARAMS.admin_id) ?? '',
    entity: params.get(FILTER_PARAMS.entity) ?? '',
    action: params.get(FILTER_PARAMS.action) ?? '',
    from: params.get(FILTER_PARAMS.from) ?? '',
    to: params.get(FILTER_PARAMS.to) ?? '',
  };
  const change = useCallback(
    (next: Partial<AuditFilterValues>) => {
      const { search: nextSearch, ...menus } = next;
      if (Object.keys(menus).length > 0) {
        write((updated) => {
          for (const [key, value] of Object.entries(menus) as [FilterKey, string][]) {
            if (value) updated.set(FILTER_PARAMS[key], value);
            else updated.delete(FILTER_PARAMS[key]);
          }
          updated.delete(PARAM.page); // a new filter starts at page 1
          if (nextSearch !== undefined) {
            if (nextSearch) updated.set(PARAM.search, nextSearch);
            else updated.delete(PARAM.search);
          }
          return updated;
        });
      } else if (nextSearch !== undefined) setSearch(nextSearch);
    },
    [write, setSearch],
  );
  return [values, change] as const;
}

/**
 * Every admin write, newest first, a page at a time from the server (10 by default, as every
 * table): when (on the academy's calendar), who, what, which record and a readable summary; the
 * eye (or a click on the row) opens the changed fields before -> after.
 */
export function AuditLogPage() {
  const tableState = useTableState();
  const [filters, setFilters] = useAuditFilters(tableState.search, tableState.setSearch);
  const { table } = useServerRows(
    (pageIndex: number, pageSize: number) => auditQuery({ ...filters, page: pageIndex + 1, per_page: pageSize }),
    tableState.pagination,
    entriesOf,
  );
  const details = useDialogState<AuditEntry>();
  const { openWith } = details;

  const columns = useMemo<MRT_ColumnDef<AuditEntry>[]>(
    () => [
      {
        accessorKey: 'created_at',
        header: 'When',
        Header: <ZoneHeader label="When" />,
        size: 170,
        Cell: ({ cell }) => <AcademyDate value={cell.getValue<string>()} withTime />,
      },
      { accessorKey: 'admin_name', header: 'Admin', size: 140 },
      {
        accessorKey: 'action',
        header: 'Action',
        size: 110,
        Cell: ({ cell }) => <Chip size="small" variant="outlined" label={wordLabel(cell.getValue<string>())} />,
      },
      {
        id: 'record',
        header: 'Record',
        size: 130,
        accessorFn: (entry) => `${wordLabel(entry.entity)}${entry.entity_id === null ? '' : ` #${entry.entity_id}`}`,
      },
      { accessorKey: 'summary', header: 'Summary', size: 360, muiTableBodyCellProps: wrappingCells },
      {
        id: 'actions',
        header: 'Changes',
        size: 90,
        Cell: ({ row }) => (
          <Tooltip title="View changes">
            <IconButton
              size="small"
              aria-label={`View changes: ${row.original.summary}`}
              onClick={(event) => {
                event.stopPropagation();
                openWith(row.original);
              }}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [openWith],
  );

  return (
    <>
      <AuditFilters values={filters} onChange={setFilters} />
      <DataTable
        columns={columns}
        {...table}
        emptyText={AUDIT.empty}
        tableState={tableState}
        muiTableBodyRowProps={({ row }) => ({ onClick: () => openWith(row.original), sx: { cursor: 'pointer' } })}
      />
      <AuditEntryDialog key={details.key} open={details.open} entry={details.item} onClose={details.close} />
    </>
  );
}
