import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { STUDENT_PROJECTS_PER_PAGE } from '../../../contracts/constants';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { STUDENT_PROJECTS } from '../../../contracts/form-messages';
import { formatDate, formatNumber } from '../../components/format';
import { PageHeader } from '../../components/PageHeader';
import { QueryContent } from '../../components/States';
import { ProjectUrlLink } from '../../components/StudentLink';
import type { Submission } from '../../../contracts/submissions';
import { useSay, useT } from '../../i18n/useT';
import { pageItems } from '../users/paging';
import { AddProjectDialog } from './AddProjectDialog';
import { useMySubmissions } from './api';
import { EditUrlDialog } from './EditUrlDialog';
import { RemovedNotices } from './RemovedNotices';

/** The URL gets its own column from tablet width; on phones it shows under the project. */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

/** /manage-projects: the student's projects, 20 a page; add and edit the URL, never delete. */
export function ManageProjectsPage() {
  const t = useT();
  const say = useSay();
  const query = useMySubmissions();
  const { data: submissions = [] } = query;
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Submission | null>(null);
  const shown = pageItems(submissions, page + 1, STUDENT_PROJECTS_PER_PAGE);

  return (
    <>
      <PageHeader
        title={t('submissions.title')}
        subtitle={t('submissions.subtitle')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('submissions.addProject')}
          </Button>
        }
      />
      <Alert severity="warning" icon={<WarningAmber />} sx={{ mb: 3 }}>
        {say(STUDENT_PROJECTS.warning)}
      </Alert>
      <RemovedNotices />
      <QueryContent
        query={query}
        loadingLabel={t('submissions.loading')}
        errorMessage={say(LOAD_FAILED.yourProjects)}
        isEmpty={submissions.length === 0}
        emptyMessage={say(EMPTY.projects)}
      >
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={t('submissions.table')} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('submissions.column.project')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('submissions.column.course')}</TableCell>
                  <TableCell sx={wide}>{t('submissions.column.url')}</TableCell>
                  <TableCell align="center">{t('submissions.column.points')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('submissions.column.added')}</TableCell>
                  <TableCell align="right">{t('submissions.column.edit')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((submission) => (
                  <TableRow key={submission.id} hover>
                    <TableCell>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} variant="body2">
                        <bdi>{submission.project_name}</bdi>
                      </Typography>
                      {/* A URL reads left to right in both languages; its own width keeps it at the page's side. */}
                      <ProjectUrlLink
                        url={submission.url}
                        dir="ltr"
                        variant="caption"
                        sx={{ display: { xs: 'flex', sm: 'none' }, width: 'fit-content' }}
                      />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      <bdi>{submission.course_title}</bdi>
                    </TableCell>
                    <TableCell sx={{ ...wide, maxWidth: 260 }}>
                      <ProjectUrlLink url={submission.url} dir="ltr" />
                    </TableCell>
                    <TableCell align="center">
                      <Chip size="small" color="primary" label={formatNumber(submission.points_value)} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(submission.created_at)}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('submissions.editUrl')}>
                        <IconButton
                          aria-label={t('submissions.editUrlOf', { name: submission.project_name })}
                          onClick={() => setEditing(submission)}
                        >
                          <EditOutlined />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={submissions.length}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={STUDENT_PROJECTS_PER_PAGE}
            rowsPerPageOptions={[STUDENT_PROJECTS_PER_PAGE]}
            labelDisplayedRows={({ from, to, count }) => t('submissions.pageRange', { from, to, count })}
            getItemAriaLabel={(type) => t(`submissions.page.${type}`)}
          />
        </Paper>
      </QueryContent>
      {/* The newest project is first: after an add, show page 1 where it is. */}
      <AddProjectDialog open={adding} onClose={() => setAdding(false)} onAdded={() => setPage(0)} />
      {editing && <EditUrlDialog submission={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
