import type { UseMutationOptions } from '@tanstack/react-query';
import type { MRT_ColumnDef, MRT_RowData } from 'material-react-table';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useDialogState } from '../../components/useDialogState';
import { DataTable, type ListLoad } from './DataTable';
import { DeleteDialog, type ArchiveInstead } from './DeleteDialog';
import { PageActions } from './PageActions';
import { RowActions } from './RowActions';
import { useTableState } from './useTableState';

/** Every managed list starts sorted by id (as Admins: docs/product.md#admin-screens), 10 per page. */
const SORTED_BY_ID = [{ id: 'id', desc: false }];

export type DialogProps<T> = { open: boolean; item: T | null; onClose: () => void };

type Props<T extends MRT_RowData & { id: number }, D, A = unknown> = {
  /** What the screen manages, as the confirmation names it: 'Admin', 'Course', ... */
  subject: string;
  rows: T[];
  isLoading: boolean;
  /** The list's query: a failed load shows the error state with Try Again (DataTable). */
  load?: ListLoad;
  /** The feature's delete mutation (its `meta` carries the toasts and what it refreshes). */
  remove: UseMutationOptions<D, Error, T>;
  /** Archive offered in the 'Confirm Deletion' dialog when the server refuses the delete (a row in use). */
  archiveInstead?: ArchiveInstead<T, A>;
  /** The screen's columns; an Actions column (edit, delete) is added after them. */
  columns: MRT_ColumnDef<T>[];
  /** `false` hides the delete button of a row, a string disables it and says why. */
  deletable?: (row: T) => boolean | string;
  /** A string disables the edit button of a row and says why (e.g. a super admin's row for a plain admin). */
  editDisabledReason?: (row: T) => string | undefined;
  renderDialog: (props: DialogProps<T>) => ReactNode;
  /** More row buttons after Edit and Delete (e.g. Archive/Unarchive); the Actions column widens for them. */
  rowActions?: (row: T) => ReactNode;
  /** Shown left of the 'Add' button (e.g. a back button). */
  toolbar?: ReactNode;
  /** The 'Add' button is disabled (e.g. the list's owner was not found). */
  addDisabled?: boolean;
  /** The table's text when it has no rows; 'No <subject>s found' by default. */
  emptyText?: string;
};

/**
 * The list screen every managed entity shares: 'Add <subject>' button, table, add/edit dialog and
 * the 'Confirm Deletion' dialog, with the toasts of docs/product.md#messages (from the mutations' `meta`). Screens supply rows, columns and their
 * dialog (rendered with a `key` that changes on every opening, so its form starts afresh).
 */
export function CrudPage<T extends MRT_RowData & { id: number }, D, A = unknown>(props: Props<T, D, A>) {
  const {
    subject,
    rows,
    isLoading,
    remove,
    archiveInstead,
    columns,
    deletable,
    editDisabledReason,
    renderDialog,
    toolbar,
    addDisabled,
    rowActions,
  } = props;
  const form = useDialogState<T>();
  const confirm = useDialogState<T>();
  const tableState = useTableState({ sorting: SORTED_BY_ID });
  const { openWith: openForm } = form;
  const { openWith: openConfirm } = confirm;

  const allColumns = useMemo<MRT_ColumnDef<T>[]>(
    () => [
      ...columns,
      {
        id: 'actions',
        header: 'Actions',
        size: rowActions ? 150 : 110,
        Cell: ({ row }) => {
          const rule = deletable ? deletable(row.original) : true;
          return (
            <RowActions
              onEdit={() => openForm(row.original)}
              editDisabledReason={editDisabledReason?.(row.original)}
              onDelete={rule === false ? undefined : () => openConfirm(row.original)}
              deleteDisabledReason={typeof rule === 'string' ? rule : undefined}
            >
              {rowActions?.(row.original)}
            </RowActions>
          );
        },
      },
    ],
    [columns, deletable, editDisabledReason, openForm, openConfirm, rowActions],
  );

  return (
    <>
      <PageActions addLabel={`Add ${subject}`} onAdd={() => openForm(null)} addDisabled={addDisabled}>
        {toolbar}
      </PageActions>
      <DataTable
        columns={allColumns}
        data={rows}
        isLoading={isLoading}
        load={props.load}
        emptyText={props.emptyText ?? `No ${subject.toLowerCase()}s found`}
        tableState={tableState}
      />
      <Fragment key={form.key}>{renderDialog({ open: form.open, item: form.item, onClose: form.close })}</Fragment>
      <DeleteDialog subject={subject} dialog={confirm} remove={remove} archiveInstead={archiveInstead} />
    </>
  );
}
