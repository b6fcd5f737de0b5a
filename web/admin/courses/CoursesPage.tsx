import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { ArchivableCrudPage } from '../components/ArchivableCrudPage';
import { ArchivedChip } from '../components/ArchiveControls';
import { idColumn, numberColumn } from '../components/columns';
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
export function CoursesPage() {
  const query = useQuery(coursesQuery);
  return (
    <ArchivableCrudPage
      subject="Course"
      query={query}
      mutations={courseMutations}
      columns={columns}
      renderDialog={(props) => <CourseDialog {...props} />}
    />
  );
}
