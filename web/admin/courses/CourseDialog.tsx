import { courseSchema } from '../../../contracts/courses';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import type { DialogProps } from '../components/CrudPage';
import { ImageField } from '../components/ImageField';
import { useEntityForm } from '../components/useSaveEntity';
import { courseMutations, type Course } from './api';

export function CourseDialog({ open, item: course, onClose }: DialogProps<Course>) {
  const {
    form: { control },
    dialog,
  } = useEntityForm({
    schema: courseSchema,
    defaults: {
      title: course?.title ?? '',
      description: course?.description ?? '',
      image: course?.image ?? '',
      link: course?.link ?? '',
    },
    subject: 'Course',
    item: course,
    add: courseMutations.add,
    update: courseMutations.update,
    fields: ['title', 'description', 'image', 'link'],
    onClose,
  });
  return (
    <FormDialog open={open} {...dialog}>
      <FormTextField control={control} name="title" label="Title" autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      <ImageField control={control} name="image" label="Image URL" />
      <FormTextField control={control} name="link" label="Link" placeholder="https://..." />
    </FormDialog>
  );
}
