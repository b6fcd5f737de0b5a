import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ProjectDetail } from '../../../contracts/projects';
import { ProjectUrlLink } from '../../components/StudentLink';
import { useT } from '../../i18n/useT';
import { useStudentSession } from '../auth/useStudentSession';
import { AddProjectDialog } from '../submissions/AddProjectDialog';
import { useEnrolledCourses, useMySubmissions } from '../submissions/api';

/**
 * A project page's place to submit (issue 25): "Submitted" with the student's own link once done,
 * else "Submit This Project" (the add dialog, course and project chosen) for a student enrolled in
 * its course while the project and course are open. The student's data comes from their own calls,
 * so the public project answer stays the same for everyone.
 */
export function SubmitHere({ project }: { project: ProjectDetail }) {
  const t = useT();
  const { signedIn } = useStudentSession();
  const submissions = useMySubmissions(signedIn);
  const courses = useEnrolledCourses(signedIn);
  const [adding, setAdding] = useState(false);
  if (!signedIn) return null;
  const mine = submissions.data?.find((submission) => submission.project_id === project.id);
  if (mine) {
    return (
      <Stack direction="row" sx={{ mt: 2, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip icon={<CheckCircle />} label={t('projects.submitted')} color="success" sx={{ fontWeight: 700 }} />
        <ProjectUrlLink url={mine.url} icon sx={{ color: '#fff', minWidth: 0 }} />
      </Stack>
    );
  }
  const open = !project.archived_at && !project.course.archived_at;
  const enrolled = courses.data?.some((course) => course.id === project.course.id);
  if (!open || !enrolled || !submissions.data) return null;
  return (
    <>
      <Button
        variant="contained"
        onClick={() => setAdding(true)}
        sx={{ mt: 2, bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
      >
        {t('projects.submitThis')}
      </Button>
      {adding && (
        <AddProjectDialog
          open
          onClose={() => setAdding(false)}
          preset={{ course_id: project.course.id, project_id: project.id }}
        />
      )}
    </>
  );
}
