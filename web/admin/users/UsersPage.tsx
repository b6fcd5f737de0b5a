import { useMutation } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { ADMIN_USERS_PER_PAGE } from '../../../contracts/constants';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useDialogState } from '../../components/useDialogState';
import { dateColumn, idColumn, numberColumn } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { PageActions } from '../components/PageActions';
import { ExportButtons } from '../exports/ExportButtons';
import { useSearchField } from '../../components/useSearchField';
import { SearchField } from '../components/SearchField';
import { useTableState } from '../components/useTableState';
import { useServerRows } from '../components/useServerRows';
import { userMutations, usersQuery, type AdminUser } from './api';
import { BulkActions } from './bulk/BulkActions';
import { useBulkSelection } from './bulk/useBulkSelection';
import { EnrollDialog } from './EnrollDialog';
import { GiveAchievementDialog } from './GiveAchievementDialog';
import { RevokeAchievementDialog } from './RevokeAchievementDialog';
import { UnenrollDialog } from './UnenrollDialog';
import { UserActionsMenu, type UserAction } from './UserActionsMenu';
import { NameWithSuspension } from './NameWithSuspension';
import { SuspensionDialog } from './SuspensionDialog';
import { UserDialog } from './UserDialog';
import { useOpenUserProjects } from './useOpenUserProjects';
import { useUnavailableActions } from './useUnavailableActions';

const usersOf = (answer: { users: AdminUser[] }) => answer.users;

type Panel = { action: 'enroll' | 'unenroll' | 'achievement' | 'revoke' | 'suspend' | 'unsuspend'; user: AdminUser };

/**
 * Users, 10 per page, newest first, searched by name or e-mail and sorted by points or join date
 * on the server (the list can be large). Page, size, sort and search live in the address
 * (`?page&size&sort&dir&q`). A name opens the student's page. Each row's menu: open page, edit, delete,
 * enroll, unenroll, projects, give and revoke achievement.
 */
export function UsersPage() {
  const tableState = useTableState({ pageSize: ADMIN_USERS_PER_PAGE });
  const { pagination, search: term } = tableState;
  const [search, setSearch] = useSearchField(term, tableState.setSearch);
  const [sort] = tableState.sorting;
  const { rows: users, table: paged } = useServerRows(
    (pageIndex: number, pageSize: number) => usersQuery({ pageIndex, pageSize, term, sort }),
    pagination,
    usersOf,
  );
  const navigate = useNavigate();
  const { search: usersSearch } = useLocation();
  const bulk = useBulkSelection(term, paged.rowCount, users);

  const form = useDialogState<AdminUser>();
  const confirm = useDialogState<AdminUser>();
  const panel = useDialogState<Panel>();
  const remove = useMutation({ ...userMutations.remove, onSuccess: confirm.close });
  const openProjects = useOpenUserProjects();
  const unavailableActions = useUnavailableActions();
  const { openWith: openForm } = form;
  const { openWith: openConfirm } = confirm;
  const { openWith: openPanel } = panel;

  const columns = useMemo<MRT_ColumnDef<AdminUser>[]>(() => {
    const onAction = (user: AdminUser, action: UserAction) => {
      if (action === 'open') void navigate(paths.admin.user(user.id), { state: { usersSearch } });
      else if (action === 'edit') openForm(user);
      else if (action === 'delete') openConfirm(user);
      else if (action === 'projects') void openProjects(user);
      else openPanel({ action, user });
    };
    return [
      { ...idColumn<AdminUser>(), enableSorting: false },
      { accessorKey: 'name', header: 'Name', size: 160, Cell: ({ row }) => <NameWithSuspension user={row.original} /> },
      { accessorKey: 'email', header: 'Email', size: 220 },
      { ...numberColumn<AdminUser>('total_points', 'Points'), sortDescFirst: true },
      { ...numberColumn<AdminUser>('projects_count', 'Projects'), enableSorting: false },
      { ...numberColumn<AdminUser>('courses_count', 'Courses'), enableSorting: false },
      { ...dateColumn<AdminUser>('created_at', 'Joined'), sortDescFirst: true },
      {
        id: 'actions',
        header: 'Actions',
        size: 90,
        Cell: ({ row }) => (
          <UserActionsMenu
            user={row.original}
            unavailable={unavailableActions(row.original)}
            onAction={(action) => onAction(row.original, action)}
          />
        ),
      },
    ];
  }, [openForm, openConfirm, openPanel, openProjects, unavailableActions, navigate, usersSearch]);

  const panelUser = panel.item?.user;
  return (
    <>
      <ExportButtons />
      <PageActions addLabel="Add User" onAdd={() => openForm(null)}>
        <SearchField label="Search by Name or Email" value={search} onChange={setSearch} width={320} />
      </PageActions>
      <BulkActions selection={bulk} />
      <DataTable
        {...bulk.tableOptions}
        columns={columns}
        {...paged}
        emptyText="No users found"
        manualSorting
        tableState={tableState}
        state={{ ...paged.state, rowSelection: bulk.rowSelection }}
      />
      <UserDialog key={form.key} open={form.open} item={form.item} onClose={form.close} />
      {panelUser && panel.item?.action === 'enroll' && (
        <EnrollDialog key={panel.key} open={panel.open} user={panelUser} onClose={panel.close} />
      )}
      {panelUser && panel.item?.action === 'unenroll' && (
        <UnenrollDialog key={panel.key} open={panel.open} user={panelUser} onClose={panel.close} />
      )}
      {panelUser && panel.item?.action === 'achievement' && (
        <GiveAchievementDialog key={panel.key} open={panel.open} user={panelUser} onClose={panel.close} />
      )}
      {panelUser && panel.item?.action === 'revoke' && (
        <RevokeAchievementDialog key={panel.key} open={panel.open} user={panelUser} onClose={panel.close} />
      )}
      {panelUser && (panel.item?.action === 'suspend' || panel.item?.action === 'unsuspend') && (
        <SuspensionDialog key={panel.key} open={panel.open} action={panel.item.action} user={panelUser} onClose={panel.close} />
      )}
      <ConfirmDialog
        open={confirm.open}
        subject="User"
        busy={remove.isPending}
        onClose={confirm.close}
        onConfirm={() => confirm.item && remove.mutate(confirm.item)}
      />
    </>
  );
}
