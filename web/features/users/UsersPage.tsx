import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_USERS_PER_PAGE } from '../../../contracts/constants';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { QueryContent } from '../../components/States';
import { useFrontUsers } from './api';
import { pageCount, requestedPage } from './paging';
import { UserCard } from './UserCard';

/**
 * /users: 9 cards a page; pagination only when there are more than 9; smooth scroll on page change.
 * The page lives in the address (?page=N), so Back from a profile returns to it. The server serves
 * one page at a time and says how many users there are (`meta.total`); an address beyond the last
 * page moves to the last page.
 */
export function UsersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = requestedPage(searchParams.get('page'), 0);
  const query = useFrontUsers(page);
  const users = query.data?.users ?? [];
  const total = query.data?.meta.total ?? 0;
  const pages = pageCount(total, PUBLIC_USERS_PER_PAGE);
  const lastPage = !query.isPlaceholderData && pages > 0 && page > pages ? pages : undefined;

  useEffect(() => {
    if (lastPage === undefined) return;
    setSearchParams(
      (params) => {
        if (lastPage === 1) params.delete('page');
        else params.set('page', String(lastPage));
        return params;
      },
      { replace: true },
    );
  }, [lastPage, setSearchParams]);

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
        isEmpty={total === 0}
        emptyMessage={EMPTY.users}
      >
        <Grid container spacing={2.5} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {users.map((user) => (
            <Grid key={user.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <UserCard user={user} headingLevel="h2" />
            </Grid>
          ))}
        </Grid>
        {total > PUBLIC_USERS_PER_PAGE && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
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
