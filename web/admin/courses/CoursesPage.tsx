import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import {
  ArchivedChip,
  ArchiveFilter,
  filterArchived,
  useArchiveFilter,
  useArchiveRowAction,
} from '../components/ArchiveControls';
import { idColumn, numberColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import type { ArchiveInstead } from '../components/DeleteDialog';
import type { CourseSavedResponse } from '../../../contracts/courses';
import { courseMutations, coursesQuery, type Course } from './api';
import { CourseDialog } from './CourseDialog';

const columns: MRT_ColumnDef<Course>[] = [
  idColumn(),
  {
    accessorKey: 'image',
    header: 'Image',
    size: 80,
    Cell: ({ row }) => (
      <Avatar variant="rounded" src={row.original.image ?? undefined} alt="">
        {row.original.title.charAt(0)}
      </Avatar>
    ),
  },
  {
    accessorKey: 'title',
    header: 'Title',
    enableSorting: true,
    size: 200,
    Cell: ({ row }) => (
      <>
        {row.original.title}
        {row.original.archived_at && <ArchivedChip />}
      </>
    ),
  },
  {
    accessorKey: 'link',
    header: 'Link',
    Cell: ({ row }) =>
      row.original.link ? (
        <Link href={row.original.link} target="_blank" rel="noopener">
          Open
        </Link>
      ) : null,
  },
  numberColumn('projects_count', 'Projects'),
  numberColumn('users_count', 'Users'),
];

/**
 * Courses: one in use (users, submissions, projects) cannot be deleted; the delete dialog shows the
 * server's reason and offers to archive it instead (out of the catalogue, closed to new
 * enrollments, points kept).
 */
const archiveInstead: ArchiveInstead<Course, CourseSavedResponse> = {
  mutation: courseMutations.archive,
  canArchive: (row) => row.archived_at === null,
};

export function CoursesPage() {
  const query = useQuery(coursesQuery);
  const { data = [], isLoading } = query;
  const [show, setShow] = useArchiveFilter();
  const rowActions = useArchiveRowAction<Course, CourseSavedResponse>(courseMutations.archive);
  return (
    <CrudPage
      subject="Course"
      rows={filterArchived(data, show, (course) => course.archived_at !== null)}
      isLoading={isLoading}
      load={query}
      remove={courseMutations.remove}
      archiveInstead={archiveInstead}
      columns={columns}
      rowActions={rowActions}
      toolbar={<ArchiveFilter value={show} onChange={setShow} />}
      renderDialog={(props) => <CourseDialog {...props} />}
    />
  );
}
