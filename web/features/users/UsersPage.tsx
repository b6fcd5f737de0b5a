import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PUBLIC_USERS_PER_PAGE, USER_SEARCH_LENGTH } from '../../../contracts/constants';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { VALIDATION } from '../../../contracts/form-messages';
import { searchTermProblem } from '../../../contracts/name-search';
import { PageHeader } from '../../components/PageHeader';
import { QueryContent } from '../../components/States';
import { useSearchField } from '../../components/useSearchField';
import { useSay, useT, type Translate } from '../../i18n/useT';
import { useCourses } from '../courses/api';
import { useFrontUsers } from './api';
import { pageCount, requestedPage } from './paging';
import { UserCard } from './UserCard';

/** What a screen reader says of a pagination button ('Go to page 3', 'page 2' for the current one), in the language shown. */
function pageLabel(t: Translate, type: string, page: number | null, selected: boolean) {
  if (type === 'first') return t('users.page.first');
  if (type === 'last') return t('users.page.last');
  if (type === 'next') return t('users.page.next');
  if (type === 'previous') return t('users.page.previous');
  if (type !== 'page' || page === null) return '';
  return t(selected ? 'users.page.current' : 'users.page.go', { page });
}

/**
 * /users: 9 cards a page; pagination only when there are more than 9; smooth scroll on page change.
 * The page lives in the address (?page=N), so Back from a profile returns to it. The server serves
 * one page at a time and says how many users there are (`meta.total`); an address beyond the last
 * page moves to the last page. A search by name (?search=, sent from 2 characters, once typing
 * pauses) and a course (?course=) narrow the list, still in rank order (issue 25).
 */
export function UsersPage() {
  const t = useT();
  const say = useSay();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = requestedPage(searchParams.get('page'), 0);
  const term = searchParams.get('search') ?? '';
  const course = searchParams.get('course') ?? '';
  /** Sets (or clears) one filter in the address, back to page 1. */
  const setFilter = useCallback(
    (name: 'search' | 'course', value: string) =>
      setSearchParams((params) => {
        if (value) params.set(name, value);
        else params.delete(name);
        params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  const setTerm = useCallback((value: string) => setFilter('search', value), [setFilter]);
  const [search, setSearch] = useSearchField(term, setTerm);
  // Asked only for a term the server searches for (the same rule): a hint below the field otherwise.
  const sent = term.trim() && !searchTermProblem(term.trim()) ? term.trim() : undefined;
  const problem = search.trim() ? searchTermProblem(search.trim()) : undefined;
  const hint =
    problem === 'short' ? t('users.searchTooShort', { min: USER_SEARCH_LENGTH.min }) : problem && say(VALIDATION.search);
  // The courses are asked for once the list opens (or a course is in the address), not on every visit.
  const [coursesWanted, setCoursesWanted] = useState(course !== '');
  const courses = useCourses(coursesWanted);
  const query = useFrontUsers(page, { search: sent, course: course || undefined });
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
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }} role="search" aria-label={t('users.find')}>
        <TextField
          label={t('users.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText={hint ?? ' '}
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label={t('users.course')}
          value={courses.data?.some((c) => String(c.id) === course) ? course : ''}
          onChange={(event) => setFilter('course', event.target.value)}
          helperText=" "
          sx={{ minWidth: { sm: 260 } }}
          slotProps={{ select: { displayEmpty: true, onOpen: () => setCoursesWanted(true) }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('users.allCourses')}</MenuItem>
          {(courses.data ?? []).map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              <bdi>{c.title}</bdi>
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <QueryContent
        query={query}
        loadingLabel={t('users.loading')}
        errorMessage={say(LOAD_FAILED.developers)}
        isEmpty={total === 0}
        emptyMessage={say(EMPTY.users)}
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
              aria-label={t('users.pages')}
              getItemAriaLabel={(type, item, selected) => pageLabel(t, type, item, selected)}
            />
          </Box>
        )}
      </QueryContent>
    </>
  );
}
