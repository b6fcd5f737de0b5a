/**
 * Archiving in the Courses and Projects tables (issue 14 item 8): the 'Archived' chip, the
 * Archive/Unarchive row button, and the All/Active/Archived filter kept in the address (`?show=`).
 */
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ArchiveFilterValue = 'all' | 'active' | 'archived';

/** The table's filter from `?show=active|archived` (all by default); a change goes back to page 1. */
export function useArchiveFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('show');
  const value: ArchiveFilterValue = raw === 'active' || raw === 'archived' ? raw : 'all';
  const setValue = (next: ArchiveFilterValue) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'all') updated.delete('show');
        else updated.set('show', next);
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return [value, setValue] as const;
}

/** Rows the filter keeps. */
export const filterArchived = <T,>(rows: T[], value: ArchiveFilterValue, isArchived: (row: T) => boolean) =>
  value === 'all' ? rows : rows.filter((row) => isArchived(row) === (value === 'archived'));

export function ArchiveFilter({ value, onChange }: { value: ArchiveFilterValue; onChange: (value: ArchiveFilterValue) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: ArchiveFilterValue | null) => next && onChange(next)}
      aria-label="Show"
      sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 1.5 } }}
    >
      <ToggleButton value="all">All</ToggleButton>
      <ToggleButton value="active">Active</ToggleButton>
      <ToggleButton value="archived">Archived</ToggleButton>
    </ToggleButtonGroup>
  );
}

export function ArchivedChip({ label = 'Archived' }: { label?: string }) {
  return <Chip label={label} size="small" variant="outlined" sx={{ ml: 1, verticalAlign: 'middle' }} />;
}

type ActionProps = { archived: boolean; busy?: boolean; onToggle: () => void };

/** The row's Archive (or Unarchive) button, beside Edit and Delete. */
export function ArchiveAction({ archived, busy, onToggle }: ActionProps) {
  const label = archived ? 'Unarchive' : 'Archive';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color="primary" onClick={() => !busy && onToggle()} aria-busy={busy}>
        {archived ? <UnarchiveIcon fontSize="small" /> : <ArchiveIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

type ArchiveVariables = { id: number; archive: boolean };

/** The table's row button (CrudPage `rowActions`): archives an open row, unarchives an archived one. */
export function useArchiveRowAction<T extends { id: number; archived_at: string | null }, D>(
  mutation: UseMutationOptions<D, Error, ArchiveVariables>,
) {
  const { mutate, isPending, variables } = useMutation(mutation);
  const busyId = isPending ? variables?.id : undefined;
  return useCallback(
    (row: T) => (
      <ArchiveAction
        archived={row.archived_at !== null}
        busy={busyId === row.id}
        onToggle={() => mutate({ id: row.id, archive: row.archived_at === null })}
      />
    ),
    [mutate, busyId],
  );
}
