import { courseSchema } from '../../../contracts/courses';
import { FAILURE } from '../../../contracts/messages';
import type { DialogProps } from '../components/CrudPage';
import { FormTextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { ImageField } from '../components/ImageField';
import { useSaveEntity } from '../components/useSaveEntity';
import { useZodForm } from '../components/useZodForm';
import { addCourse, updateCourse, type Course } from './api';

export function CourseDialog({ open, item: course, onClose }: DialogProps<Course>) {
  const { control, handleSubmit, formState } = useZodForm(courseSchema, {
    title: course?.title ?? '',
    description: course?.description ?? '',
    image: course?.image ?? '',
    link: course?.link ?? '',
  });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Course',
    item: course,
    add: addCourse,
    update: updateCourse,
    addFailure: FAILURE.addCourse,
    updateFailure: FAILURE.updateCourse,
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
