import { useMutation, useQuery } from '@tanstack/react-query';
import { enrollSchema } from '../../../contracts/enrollments';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormCheckbox, FormSelectField, FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { coursesQuery } from '../courses/api';
import { userMutations, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** Enroll in a course the user is not enrolled in yet, with the price paid and the discount flag. */
export function EnrollDialog({ open, user, onClose }: Props) {
  const courses = useQuery(coursesQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(enrollSchema, {
    user_id: user.id,
    course_id: '',
    price: '',
    got_discount: false,
  });
  const enroll = useMutation({
    ...withFieldErrors(userMutations.enroll, setError, ['course_id', 'price', 'got_discount']),
    onSuccess: onClose,
  });
  const enrolled = new Set(user.enrolled_courses.map((course) => course.id));
  const options = (courses.data ?? [])
    // An archived course takes no new enrollments (the server refuses them too).
    .filter((course) => !enrolled.has(course.id) && !course.archived_at)
    .map((course) => ({ value: course.id, label: course.title }));
  return (
    <FormDialog
      open={open}
      title={`Enroll ${user.name}`}
      submitLabel="Enroll"
      submitDisabled={!formState.isValid || enroll.isPending}
      onSubmit={handleSubmit((values) => enroll.mutate(values))}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="course_id"
        label="Course"
        options={options}
        helperText={courses.data && options.length === 0 ? 'Already enrolled in every course' : undefined}
      />
      <FormTextField
        control={control}
        name="price"
        label="Price (EGP)"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
      <FormCheckbox control={control} name="got_discount" label="Got Discount" />
    </FormDialog>
  );
}
