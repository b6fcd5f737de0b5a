import { useMutation, useQuery } from '@tanstack/react-query';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { coursesQuery } from '../courses/api';
import { userMutations, type AdminUser } from './api';
import { ENROLLMENT_FIELDS, EnrollmentFields, useEnrollmentForm } from './EnrollmentFields';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** Enroll in a course the user is not enrolled in yet, with the price paid and the discount flag. */
export function EnrollDialog({ open, user, onClose }: Props) {
  const courses = useQuery(coursesQuery);
  const { control, handleSubmit, formState, setError } = useEnrollmentForm();
  const enroll = useMutation({ ...withFieldErrors(userMutations.enroll, setError, ENROLLMENT_FIELDS), onSuccess: onClose });
  const enrolled = new Set(user.enrolled_courses.map((course) => course.id));
  // An archived course takes no new enrollments (the server refuses them too).
  const choices = courses.data?.filter((course) => !enrolled.has(course.id) && !course.archived_at);
  return (
    <FormDialog
      open={open}
      title={`Enroll ${user.name}`}
      submitLabel="Enroll"
      submitDisabled={!formState.isValid || enroll.isPending}
      onSubmit={handleSubmit((values) => enroll.mutate({ ...values, user_id: user.id }))}
      onClose={onClose}
    >
      <EnrollmentFields control={control} courses={choices} noCoursesText="Already enrolled in every course" />
    </FormDialog>
  );
}
