import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { idColumn, numberColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
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
  { accessorKey: 'title', header: 'Title', enableSorting: true, size: 200 },
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

/** Courses: one users are enrolled in cannot be deleted; the server's 409 message is toasted. */
export function CoursesPage() {
  const query = useQuery(coursesQuery);
  const { data = [], isLoading } = query;
  return (
    <CrudPage
      subject="Course"
      rows={data}
      isLoading={isLoading}
      load={query}
      remove={courseMutations.remove}
      columns={columns}
      renderDialog={(props) => <CourseDialog {...props} />}
    />
  );
}
