import MenuItem from '@mui/material/MenuItem';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { requiredId } from '../../../contracts/fields';
import { LOAD_FAILED } from '../../../contracts/messages';
import { VALIDATION } from '../../../contracts/form-messages';
import { studentSubmissionAddSchema } from '../../../contracts/submissions';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { useSay, useT } from '../../i18n/useT';
import { useAddSubmission, useCourseProjects, useEnrolledCourses } from './api';

/** The contract's fields, and the course chosen first (it only narrows the project list). */
const schema = studentSubmissionAddSchema.extend({ course_id: requiredId(VALIDATION.requiredLower) });

/**
 * Add a project: course first, then one of its projects, then the URL. `preset`: the course and
 * project already chosen (a project page's "Submit This Project"); the student types the URL.
 */
export function AddProjectDialog({
  open,
  onClose,
  onAdded,
  preset,
}: {
  open: boolean;
  onClose: () => void;
  onAdded?: () => void;
  preset?: { course_id: number; project_id: number };
}) {
  const t = useT();
  const say = useSay();
  const { control, handleSubmit, setValue, setError, reset } = useZodForm(
    schema,
    { course_id: preset?.course_id ?? '', project_id: preset?.project_id ?? '', url: '' },
    { validate: 'onSubmit' },
  );
  const add = useAddSubmission(fieldErrorsMeta(setError, ['project_id', 'url']));
  const courseId = useWatch({ control, name: 'course_id' });
  // Another course clears the project chosen; the course the dialog opened with keeps its preset.
  const shownCourse = useRef(courseId);
  useEffect(() => {
    if (shownCourse.current === courseId) return;
    shownCourse.current = courseId;
    setValue('project_id', '');
  }, [courseId, setValue]);
  const courses = useEnrolledCourses(open);
  const chosenCourse = courseId === '' ? '' : Number(courseId);
  const projects = useCourseProjects(Number.isNaN(chosenCourse) ? '' : chosenCourse);

  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(({ project_id, url }) =>
    add.mutate(
      { project_id, url },
      {
        onSuccess: () => {
          onAdded?.();
          close();
        },
      },
    ),
  );

  return (
    <FormDialog
      open={open}
      title={t('submissions.addProject')}
      submitLabel={t('submissions.addProject')}
      pending={add.isPending}
      onSubmit={onSubmit}
      onClose={close}
    >
      <FormTextField
        control={control}
        name="course_id"
        label={t('submissions.field.course')}
        select
        helperText={
          courses.isError ? say(LOAD_FAILED.yourCourses) : courses.data?.length === 0 ? t('submissions.notEnrolled') : undefined
        }
      >
        {(courses.data ?? []).map((course) => (
          <MenuItem key={course.id} value={course.id}>
            <bdi>{course.title}</bdi>
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="project_id"
        label={t('submissions.field.project')}
        select
        disabled={courseId === ''}
        helperText={
          courseId === ''
            ? undefined
            : projects.isError
              ? say(LOAD_FAILED.courseProjects)
              : projects.data?.length === 0
                ? t('submissions.allAdded')
                : undefined
        }
      >
        {(projects.data ?? []).map((project) => (
          <MenuItem key={project.id} value={project.id}>
            <bdi>{project.name}</bdi>
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="url"
        label={t('submissions.field.url')}
        placeholder={t('submissions.field.urlPlaceholder')}
        type="url"
      />
    </FormDialog>
  );
}
