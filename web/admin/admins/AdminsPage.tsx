import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { idColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
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

/** Super admins can be edited, never deleted (no delete button on their rows). */
const deletable = (admin: Admin) => !admin.is_super;

/** 'Admins Manage': ID and Name sortable, sorted by id. */
export function AdminsPage() {
  const { data = [], isLoading } = useQuery(adminsQuery);
  return (
    <CrudPage
      subject="Admin"
      rows={data}
      isLoading={isLoading}
      remove={adminMutations.remove}
      columns={columns}
      deletable={deletable}
      renderDialog={(props) => <AdminDialog {...props} />}
    />
  );
}
