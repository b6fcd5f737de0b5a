import { unenrollSchema } from '../../../contracts/enrollments';
import { FAILURE, SUCCESS } from '../../../contracts/messages';
import { FormSelectField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useAdminMutation } from '../components/queries';
import { useZodForm } from '../components/useZodForm';
import { unenrollUser, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** Unenroll from one of the user's courses (the user's submitted projects stay). */
export function UnenrollDialog({ open, user, onClose }: Props) {
  const { control, handleSubmit, formState } = useZodForm(unenrollSchema, { user_id: user.id, course_id: '' });
  const unenroll = useAdminMutation(unenrollUser, FAILURE.unenrollUser, onClose, SUCCESS.userUnenrolled);
  const options = user.enrolled_courses.map((course) => ({ value: course.id, label: course.title }));
  return (
    <FormDialog
      open={open}
      title={`Unenroll ${user.name}`}
      submitLabel="Unenroll"
      submitDisabled={!formState.isValid || unenroll.isPending}
      onSubmit={handleSubmit((values) => unenroll.mutate(values))}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="course_id"
        label="Course"
        options={options}
        helperText={options.length === 0 ? 'Not enrolled in any course' : undefined}
      />
    </FormDialog>
  );
}
