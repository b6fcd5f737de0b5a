import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { dateColumn, idColumn, numberColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import { projectMutations, projectsQuery, type Project } from './api';
import { ProjectDialog } from './ProjectDialog';

const columns: MRT_ColumnDef<Project>[] = [
  idColumn(),
  { accessorKey: 'name', header: 'Name', enableSorting: true, size: 160 },
  {
    id: 'course',
    accessorFn: (project) => project.course_title ?? project.course?.title ?? '',
    header: 'Course',
    enableSorting: true,
    size: 180,
  },
  numberColumn('points_value', 'Points'),
  numberColumn('users_count', 'Users'),
  dateColumn('created_at', 'Created'),
];

/** Projects: one users have submitted cannot be deleted; the server's 409 message is toasted. */
export function ProjectsPage() {
  const query = useQuery(projectsQuery);
  const { data = [], isLoading } = query;
  return (
    <CrudPage
      subject="Project"
      rows={data}
      isLoading={isLoading}
      load={query}
      remove={projectMutations.remove}
      columns={columns}
      renderDialog={(props) => <ProjectDialog {...props} />}
    />
  );
}
