import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import { useSearchParams } from 'react-router';
import { PUBLIC_USERS_PER_PAGE } from '../../../contracts/constants';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { QueryContent } from '../../components/States';
import { useFrontUsers } from './api';
import { pageCount, pageItems, requestedPage } from './paging';
import { UserCard } from './UserCard';

/**
 * /users: 9 cards a page; pagination only when there are more than 9; smooth scroll on page change.
 * The page lives in the address (?page=N), so Back from a profile returns to it.
 */
export function UsersPage() {
  const query = useFrontUsers();
  const { data: users = [] } = query;
  const [searchParams, setSearchParams] = useSearchParams();
  const pages = pageCount(users.length, PUBLIC_USERS_PER_PAGE);
  const page = requestedPage(searchParams.get('page'), pages);
  const shown = pageItems(users, page, PUBLIC_USERS_PER_PAGE);

  const changePage = (next: number) => {
    setSearchParams((params) => {
      if (next === 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader title="Users" subtitle="Meet The Developers Of Our Academy" />
      <QueryContent
        query={query}
        loadingLabel="Loading users"
        errorMessage={LOAD_FAILED.developers}
        isEmpty={users.length === 0}
        emptyMessage={EMPTY.users}
      >
        <Grid container spacing={2.5}>
          {shown.map((user) => (
            <Grid key={user.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <UserCard user={user} headingLevel="h2" />
            </Grid>
          ))}
        </Grid>
        {users.length > PUBLIC_USERS_PER_PAGE && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => changePage(next)}
              color="primary"
              shape="rounded"
              aria-label="Users pages"
            />
          </Box>
        )}
      </QueryContent>
    </>
  );
}
