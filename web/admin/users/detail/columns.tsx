import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Submission } from '../../../../contracts/submissions';
import { formatCount, formatMoney, formatNumber } from '../../../components/format';
import { ProjectUrlLink } from '../../../components/StudentLink';
import { AcademyDate } from '../../components/academyTime';
import type { SignIn, StudentMail, UserEnrollment } from './api';
import type { SimpleColumn } from './SimpleTable';

/** The columns of each table of a student's page. */
export const enrollmentColumns: SimpleColumn<UserEnrollment>[] = [
  {
    header: 'Course',
    wrap: true,
    cell: (row) => (
      <>
        {row.course_title}
        {row.course_archived && <Chip label="Archived" size="small" variant="outlined" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { header: 'Price', align: 'right', cell: (row) => formatMoney(row.price) },
  { header: 'Discount', cell: (row) => (row.got_discount ? 'Yes' : 'No') },
  { header: 'Enrolled', cell: (row) => <AcademyDate value={row.enrolled_at} /> },
];

export const submissionColumns: SimpleColumn<Submission>[] = [
  { header: 'Project', wrap: true, cell: (row) => row.project_name },
  { header: 'Course', wrap: true, cell: (row) => row.course_title },
  { header: 'Points', align: 'right', cell: (row) => formatNumber(row.points_value) },
  { header: 'URL', cell: (row) => <ProjectUrlLink url={row.url} /> },
  { header: 'Submitted', cell: (row) => <AcademyDate value={row.created_at} /> },
];

/** What an attempt came to: signed in, or why it was refused (a failure without a reason stays 'Failed'). */
function signInResult(row: SignIn): { label: string; color: 'success' | 'error' | 'warning' } {
  if (row.succeeded) return { label: 'Signed In', color: 'success' };
  if (row.refusal === 'password') return { label: 'Wrong Password', color: 'error' };
  if (row.refusal === 'suspended') return { label: 'Suspended', color: 'warning' };
  return { label: 'Failed', color: 'error' };
}

/** Sign-in attempts whose password was checked (a rate-limited one is not among them). */
export const signInColumns: SimpleColumn<SignIn>[] = [
  { header: 'When', cell: (row) => <AcademyDate value={row.created_at} withTime /> },
  {
    header: 'Result',
    cell: (row) => {
      const { label, color } = signInResult(row);
      return <Chip label={label} size="small" color={color} variant="outlined" />;
    },
  },
  { header: 'Address', cell: (row) => row.ip ?? '—' },
  {
    header: 'Browser',
    wrap: true,
    cell: (row) => (
      <Typography variant="caption" sx={{ display: 'block', minWidth: 200 }}>
        {row.user_agent ?? '—'}
      </Typography>
    ),
  },
];

const MAIL_STATUS = {
  queued: { label: 'Queued', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

/** What each mail was (issue 48 added the notifications of a revoke or a moderation removal). */
const MAIL_KIND: Record<StudentMail['kind'], string> = {
  reset: 'Password Reset',
  invitation: 'Invitation',
  notification: 'Notification',
};

/** What the outbox holds of the student's mails (issue 43): queued ones are being retried, failed ones say why. */
export const mailColumns: SimpleColumn<StudentMail>[] = [
  { header: 'Queued', cell: (row) => <AcademyDate value={row.created_at} withTime /> },
  { header: 'Kind', cell: (row) => MAIL_KIND[row.kind] },
  { header: 'Mail', wrap: true, cell: (row) => row.subject },
  {
    header: 'Delivery',
    cell: (row) => (
      <Chip label={MAIL_STATUS[row.status].label} size="small" color={MAIL_STATUS[row.status].color} variant="outlined" />
    ),
  },
  {
    header: 'Detail',
    wrap: true,
    cell: (row) => (
      <Typography variant="caption" sx={{ display: 'block', minWidth: 200 }}>
        {row.sent_at ? (
          <AcademyDate value={row.sent_at} withTime />
        ) : (
          `${formatCount(row.attempts, 'attempt')}${row.error ? `: ${row.error}` : ''}`
        )}
      </Typography>
    ),
  },
];
