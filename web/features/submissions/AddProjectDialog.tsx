import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { z } from 'zod';
import { FORM_DIALOG_WIDTH } from '../../../contracts/constants';
import { requiredId } from '../../../contracts/fields';
import { FAILURE, LOAD_FAILED, SUCCESS, VALIDATION } from '../../../contracts/messages';
import { studentSubmissionAddSchema } from '../../../contracts/submissions';
import { ApiError } from '../../api/client';
import { FormTextField } from '../../components/FormTextField';
import { useAddSubmission, useCourseProjects, useEnrolledCourses } from './api';

const schema = studentSubmissionAddSchema.extend({ course_id: requiredId(VALIDATION.requiredLower) });
type Values = { course_id: number | ''; project_id: number | ''; url: string };

/** Add a project: course first, then one of its projects, then the URL. */
export function AddProjectDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded?: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddSubmission();
  const { control, handleSubmit, setValue, setError, reset } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema) as never,
    defaultValues: { course_id: '', project_id: '', url: '' },
  });
  const courseId = useWatch({ control, name: 'course_id' });
  useEffect(() => setValue('project_id', ''), [courseId, setValue]);
  const courses = useEnrolledCourses(open);
  const projects = useCourseProjects(courseId);

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ project_id, url }) =>
    add.mutate(
      { project_id, url },
      {
        onSuccess: (data) => {
          enqueueSnackbar(data.message ?? SUCCESS.projectAdded, { variant: 'success' });
          onAdded?.();
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            for (const [field, messages] of Object.entries(error.errors))
              setError(field as Path<Values>, { message: messages[0] });
          }
          enqueueSnackbar(FAILURE.addStudentProject, { variant: 'error' });
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      slotProps={{ paper: { sx: { width: FORM_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>Add Project</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="course_id"
              label="Course"
              select
              helperText={
                courses.isError
                  ? LOAD_FAILED.yourCourses
                  : courses.data?.length === 0
                    ? 'You Are Not Enrolled In Any Course Yet'
                    : undefined
              }
            >
              {(courses.data ?? []).map((course) => (
                <MenuItem key={course.id} value={course.id}>
                  {course.title}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="project_id"
              label="Project"
              select
              disabled={courseId === ''}
              helperText={
                courseId === ''
                  ? undefined
                  : projects.isError
                    ? LOAD_FAILED.courseProjects
                    : projects.data?.length === 0
                      ? 'You Added Every Project Of This Course'
                      : undefined
              }
            >
              {(projects.data ?? []).map((project) => (
                <MenuItem key={project.id} value={project.id}>
                  {project.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="url"
              label="Project URL"
              placeholder="https://github.com/you/project"
              type="url"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add Project
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
