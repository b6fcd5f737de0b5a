import type { UseMutationOptions, UseQueryResult } from '@tanstack/react-query';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import { useMemo, type ReactNode } from 'react';
import { ArchiveFilter, filterArchived, useArchiveFilter, useArchiveRowAction } from './ArchiveControls';
import { CrudPage, type DialogProps } from './CrudPage';
import type { ArchiveInstead } from './DeleteDialog';

type Archivable = MRT_RowData & { id: number; archived_at: string | null };

type Props<T extends Archivable, D, A> = {
  subject: string;
  /** The list's query. */
  query: UseQueryResult<T[]>;
  /** The feature's delete and archive (or unarchive) mutations. */
  mutations: {
    remove: UseMutationOptions<D, Error, T>;
    archive: UseMutationOptions<A, Error, { id: number; archive: boolean }>;
  };
  /** What the All/Active/Archived filter counts as archived (by default the row's own `archived_at`). */
  isClosed?: (row: T) => boolean;
  columns: MRT_ColumnDef<T>[];
  renderDialog: (props: DialogProps<T>) => ReactNode;
};

const isArchived = (row: { archived_at: string | null }) => row.archived_at !== null;

/**
 * A managed list whose rows can be archived (Courses, Projects): the All/Active/Archived filter,
 * an Archive/Unarchive row button, and a delete the server refuses for a row in use offering to
 * archive it instead (out of the catalogue, points kept).
 */
export function ArchivableCrudPage<T extends Archivable, D, A>({
  subject,
  query,
  mutations,
  isClosed = isArchived,
  columns,
  renderDialog,
}: Props<T, D, A>) {
  const { data = [], isLoading } = query;
  const [show, setShow] = useArchiveFilter();
  const rowActions = useArchiveRowAction<T, A>(mutations.archive);
  const archiveInstead = useMemo<ArchiveInstead<T, A>>(
    () => ({ mutation: mutations.archive, canArchive: (row) => !isArchived(row) }),
    [mutations.archive],
  );
  return (
    <CrudPage
      subject={subject}
      rows={filterArchived(data, show, isClosed)}
      isLoading={isLoading}
      load={query}
      remove={mutations.remove}
      archiveInstead={archiveInstead}
      columns={columns}
      rowActions={rowActions}
      toolbar={<ArchiveFilter value={show} onChange={setShow} />}
      renderDialog={renderDialog}
    />
  );
}
