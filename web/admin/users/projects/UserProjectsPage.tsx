import BackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { FAILURE } from '../../../../contracts/messages';
import { ApiError, errorMessage } from '../../../api/client';
import { ProjectUrlLink } from '../../../components/StudentLink';
import { dateColumn, idColumn, numberColumn, wrappingCells } from '../../components/columns';
import { CrudPage } from '../../components/CrudPage';
import { removeUserProject, userProjectsQuery, type Submission } from './api';
import { usersBackPath } from '../useOpenUserProjects';
import { decodeProjects } from './projectsParam';
import { UserProjectDialog } from './UserProjectDialog';

/** Long names wrap and URLs are shortened, so the table fits its box and 'Added' stays clear of Actions. */
const columns: MRT_ColumnDef<Submission>[] = [
  idColumn(),
  { accessorKey: 'project_name', header: 'Project', enableSorting: true, size: 160, muiTableBodyCellProps: wrappingCells },
  { accessorKey: 'course_title', header: 'Course', enableSorting: true, size: 160, muiTableBodyCellProps: wrappingCells },
  numberColumn('points_value', 'Points'),
  {
    accessorKey: 'url',
    header: 'URL',
    size: 260,
    Cell: ({ row }) => <ProjectUrlLink url={row.original.url} />,
  },
  { ...dateColumn<Submission>('created_at', 'Added'), size: 120 },
];

/**
 * 'User Projects': the user's submitted projects. The projects that can be added are those of the
 * enrolled courses (carried in the `projects` query, refreshed from the server) not yet added.
 * The page needs only the user id: the `projects` query may be missing or broken. Back returns to
 * the Users table as it was left.
 */
export function UserProjectsPage() {
  const userId = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const backTo = usersBackPath(useLocation().state);
  const fromQuery = useMemo(() => decodeProjects(searchParams.get('projects')), [searchParams]);
  const query = useQuery(userProjectsQuery(userId));
  const { data, isLoading, error } = query;
  const remove = useMemo(() => removeUserProject(userId), [userId]);
  const submissions = useMemo(() => data?.projects ?? [], [data]);

  const available = useMemo(() => {
    const submitted = new Set(submissions.map((submission) => submission.project_id));
    const candidates = data?.available_projects ?? fromQuery;
    return candidates
      .filter((project) => !submitted.has(project.id))
      .map((project) => ({ value: project.id, label: `${project.name} (${project.course_title})` }));
  }, [data, fromQuery, submissions]);

  return (
    <CrudPage
      subject="Project"
      rows={submissions}
      isLoading={isLoading}
      // A user that does not exist is an answer, not a failed load: the toolbar says so, the table is empty.
      load={error instanceof ApiError && error.status === 404 ? undefined : query}
      remove={remove}
      columns={columns}
      addDisabled={!data}
      renderDialog={(props) => <UserProjectDialog {...props} userId={userId} available={available} />}
      toolbar={
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button component={RouterLink} to={backTo} startIcon={<BackIcon />} variant="outlined" sx={{ flexShrink: 0 }}>
            Back
          </Button>
          {data && (
            <Typography color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <strong>{data.user.name}</strong> · {data.user.email}
            </Typography>
          )}
          {error && <Typography color="error">{errorMessage(error, FAILURE.fetchProjects)}</Typography>}
        </Stack>
      }
    />
  );
}
