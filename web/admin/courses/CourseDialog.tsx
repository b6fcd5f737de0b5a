import { courseSchema } from '../../../contracts/courses';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import type { DialogProps } from '../components/CrudPage';
import { ImageField } from '../components/ImageField';
import { useSaveEntity } from '../components/useSaveEntity';
import { courseMutations, type Course } from './api';

export function CourseDialog({ open, item: course, onClose }: DialogProps<Course>) {
  const { control, handleSubmit, formState, setError } = useZodForm(courseSchema, {
    title: course?.title ?? '',
    description: course?.description ?? '',
    image: course?.image ?? '',
    link: course?.link ?? '',
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Course',
    item: course,
    add: courseMutations.add,
    update: courseMutations.update,
    fieldErrors: fieldErrorsMeta(setError, ['title', 'description', 'image', 'link']),
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <FormTextField control={control} name="title" label="Title" autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={3} />
      <ImageField control={control} name="image" label="Image URL" />
      <FormTextField control={control} name="link" label="Link" placeholder="https://..." />
    </FormDialog>
  );
}
