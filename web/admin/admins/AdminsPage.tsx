import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useCallback } from 'react';
import { ADMINS } from '../../../contracts/staff-messages';
import { idColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import { useAdminId } from '../useAdminSession';
import { AdminDialog } from './AdminDialog';
import { adminMutations, adminsQuery, type Admin } from './api';

const columns: MRT_ColumnDef<Admin>[] = [
  idColumn(),
  {
    accessorKey: 'name',
    header: 'Name',
    enableSorting: true,
    Cell: ({ row }) => (
      <>
        {row.original.name}
        {row.original.is_super && <Chip label="Super" size="small" color="warning" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { accessorKey: 'email', header: 'Email', size: 220 },
];

/**
 * 'Admins Manage': ID and Name sortable, sorted by id. Super admins are never deleted (no delete
 * button on their rows); what the signed-in admin may not do is disabled with the server's reason:
 * Delete on their own row, and Edit on a super admin's row unless they are a super admin too (their
 * own flag read from the list, so it is current).
 */
export function AdminsPage() {
  const query = useQuery(adminsQuery);
  const { data = [], isLoading } = query;
  const myId = useAdminId();
  const iAmSuper = data.some((admin) => admin.id === myId && admin.is_super);
  const deletable = useCallback(
    (admin: Admin) => (admin.is_super ? false : admin.id === myId ? ADMINS.cannotDeleteSelf : true),
    [myId],
  );
  const editDisabledReason = useCallback(
    (admin: Admin) => (admin.is_super && !iAmSuper ? ADMINS.onlySuperEdits : undefined),
    [iAmSuper],
  );
  return (
    <CrudPage
      subject="Admin"
      rows={data}
      isLoading={isLoading}
      load={query}
      remove={adminMutations.remove}
      columns={columns}
      deletable={deletable}
      editDisabledReason={editDisabledReason}
      renderDialog={(props) => <AdminDialog {...props} />}
    />
  );
}
