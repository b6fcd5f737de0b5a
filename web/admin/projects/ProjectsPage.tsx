import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import {
  ArchivedChip,
  ArchiveFilter,
  filterArchived,
  useArchiveFilter,
  useArchiveRowAction,
} from '../components/ArchiveControls';
import { dateColumn, idColumn, numberColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import type { ArchiveInstead } from '../components/DeleteDialog';
import type { ProjectSavedResponse } from '../../../contracts/projects';
import { projectMutations, projectsQuery, type Project } from './api';
import { ProjectDialog } from './ProjectDialog';

const columns: MRT_ColumnDef<Project>[] = [
  idColumn(),
  {
    accessorKey: 'name',
    header: 'Name',
    enableSorting: true,
    size: 160,
    Cell: ({ row }) => (
      <>
        {row.original.name}
        {row.original.archived_at ? <ArchivedChip /> : row.original.course_archived && <ArchivedChip label="Course Archived" />}
      </>
    ),
  },
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

/** Closed to new submissions: archived itself, or its course is. */
const isClosed = (project: Project) => project.archived_at !== null || project.course_archived;

/**
 * Projects: one users have submitted cannot be deleted; the delete dialog shows the server's reason
 * and offers to archive it instead (out of the catalogue, closed to new submissions, points kept).
 */
const archiveInstead: ArchiveInstead<Project, ProjectSavedResponse> = {
  mutation: projectMutations.archive,
  canArchive: (row) => row.archived_at === null,
};

export function ProjectsPage() {
  const query = useQuery(projectsQuery);
  const { data = [], isLoading } = query;
  const [show, setShow] = useArchiveFilter();
  const rowActions = useArchiveRowAction<Project, ProjectSavedResponse>(projectMutations.archive);
  return (
    <CrudPage
      subject="Project"
      rows={filterArchived(data, show, isClosed)}
      isLoading={isLoading}
      load={query}
      remove={projectMutations.remove}
      archiveInstead={archiveInstead}
      columns={columns}
      rowActions={rowActions}
      toolbar={<ArchiveFilter value={show} onChange={setShow} />}
      renderDialog={(props) => <ProjectDialog {...props} />}
    />
  );
}
