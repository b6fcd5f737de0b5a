import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { ArchivableCrudPage } from '../components/ArchivableCrudPage';
import { ArchivedChip } from '../components/ArchiveControls';
import { dateColumn, idColumn, numberColumn } from '../components/columns';
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
export function ProjectsPage() {
  const query = useQuery(projectsQuery);
  return (
    <ArchivableCrudPage
      subject="Project"
      query={query}
      mutations={projectMutations}
      isClosed={isClosed}
      columns={columns}
      renderDialog={(props) => <ProjectDialog {...props} />}
    />
  );
}
