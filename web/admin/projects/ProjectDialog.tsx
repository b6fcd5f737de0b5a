import { useQuery } from '@tanstack/react-query';
import { projectSchema } from '../../../contracts/projects';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormSelectField, FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import type { DialogProps } from '../components/CrudPage';
import { useSaveEntity } from '../components/useSaveEntity';
import { coursesQuery } from '../courses/api';
import { projectMutations, type Project } from './api';

export function ProjectDialog({ open, item: project, onClose }: DialogProps<Project>) {
  const courses = useQuery(coursesQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(projectSchema, {
    name: project?.name ?? '',
    course_id: project ? String(project.course_id) : '',
    points_value: project ? String(project.points_value) : '',
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Project',
    item: project,
    add: projectMutations.add,
    update: projectMutations.update,
    fieldErrors: fieldErrorsMeta(setError, ['course_id', 'name', 'points_value']),
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
