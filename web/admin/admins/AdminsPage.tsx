import Chip from '@mui/material/Chip';
import type { MRT_ColumnDef } from 'material-react-table';
import { FAILURE } from '../../../contracts/messages';
import { idColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import { useAdminQuery } from '../components/queries';
import { AdminDialog } from './AdminDialog';
import { adminsKey, deleteAdmin, fetchAdmins, type Admin } from './api';

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

/** Super admins can be edited, never deleted (no delete button on their rows). */
const deletable = (admin: Admin) => !admin.is_super;

/** 'Admins Manage': ID and Name sortable, sorted by id. */
export function AdminsPage() {
  const { data = [], isLoading } = useAdminQuery(adminsKey, fetchAdmins, FAILURE.fetchAdmins);
  return (
    <CrudPage
      subject="Admin"
      rows={data}
      isLoading={isLoading}
      remove={deleteAdmin}
      removeFailure={FAILURE.deleteAdmin}
      columns={columns}
      deletable={deletable}
      renderDialog={(props) => <AdminDialog {...props} />}
    />
  );
}
