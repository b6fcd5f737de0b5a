import { useQuery } from '@tanstack/react-query';
import { projectSchema } from '../../../contracts/projects';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { CourseField } from '../components/CourseField';
import type { DialogProps } from '../components/CrudPage';
import { useEntityForm } from '../components/useSaveEntity';
import { coursesQuery } from '../courses/api';
import { projectMutations, type Project } from './api';

export function ProjectDialog({ open, item: project, onClose }: DialogProps<Project>) {
  const courses = useQuery(coursesQuery);
  const {
    form: { control },
    dialog,
  } = useEntityForm({
    schema: projectSchema,
    defaults: {
      name: project?.name ?? '',
      course_id: project ? String(project.course_id) : '',
      points_value: project ? String(project.points_value) : '',
    },
    subject: 'Project',
    item: project,
    add: projectMutations.add,
    update: projectMutations.update,
    fields: ['course_id', 'name', 'points_value'],
    onClose,
  });
  return (
    <FormDialog open={open} {...dialog}>
      <CourseField control={control} name="course_id" courses={courses.data} />
      <FormTextField control={control} name="name" label="Name" />
      <FormTextField control={control} name="points_value" label="Points" type="number" slotProps={{ htmlInput: { min: 0 } }} />
    </FormDialog>
  );
}
