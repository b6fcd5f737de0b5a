import { FAILURE } from '../../../contracts/messages';
import { projectSchema } from '../../../contracts/projects';
import type { DialogProps } from '../components/CrudPage';
import { FormSelectField, FormTextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useAdminQuery } from '../components/queries';
import { useSaveEntity } from '../components/useSaveEntity';
import { useZodForm } from '../components/useZodForm';
import { coursesKey, fetchCourses } from '../courses/api';
import { addProject, updateProject, type Project } from './api';

export function ProjectDialog({ open, item: project, onClose }: DialogProps<Project>) {
  const courses = useAdminQuery(coursesKey, fetchCourses, FAILURE.fetchCourses);
  const { control, handleSubmit, formState } = useZodForm(projectSchema, {
    name: project?.name ?? '',
    course_id: project ? String(project.course_id) : '',
    points_value: project ? String(project.points_value) : '',
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Project',
    item: project,
    add: addProject,
    update: updateProject,
    addFailure: FAILURE.addProject,
    updateFailure: FAILURE.updateProject,
    onClose,
  });
  const options = (courses.data ?? []).map((course) => ({ value: course.id, label: course.title }));
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <FormSelectField control={control} name="course_id" label="Course" options={options} />
      <FormTextField control={control} name="name" label="Name" />
      <FormTextField control={control} name="points_value" label="Points" type="number" slotProps={{ htmlInput: { min: 0 } }} />
    </FormDialog>
  );
}
