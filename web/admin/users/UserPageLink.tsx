import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import type { FromUsers } from './useOpenUserProjects';

/**
 * The Users table's name: a link to the student's page, remembering the table's page, search and
 * sort for the page's Back.
 */
export function UserPageLink({ user }: { user: { id: number; name: string } }) {
  const { search } = useLocation();
  const state: FromUsers = { usersSearch: search };
  return (
    <Link component={RouterLink} to={paths.admin.user(user.id)} state={state} underline="hover">
      {user.name}
    </Link>
  );
}
