import { useMutation, useQuery } from '@tanstack/react-query';
import { CORRECTION_NOTE_MAX_LENGTH, correctionSchema } from '../../../contracts/payments';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { CourseField } from '../components/CourseField';
import { MoneyField } from '../components/MoneyField';
import { coursesQuery } from '../courses/api';
import { paymentMutations } from './api';
import { StudentField, type StudentOption } from './StudentField';

/** A ledger line's student and course, when the dialog corrects that line. */
export type CorrectionPreset = { student: StudentOption; courseId: number };

type Props = { open: boolean; preset?: CorrectionPreset | null; onClose: () => void };

/**
 * 'Add Correction': a signed amount of EGP for a student's course, and why. The ledger keeps the
 * wrong line as it was; this line puts the total right. Opened from a line, it starts with that
 * line's student and course.
 */
export function CorrectionDialog({ open, preset, onClose }: Props) {
  const courses = useQuery(coursesQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(correctionSchema, {
    user_id: preset?.student.id ?? '',
    course_id: preset?.courseId ?? '',
    amount: '',
    note: '',
  });
  const correct = useMutation({
    ...withFieldErrors(paymentMutations.correct, setError, ['user_id', 'course_id', 'amount', 'note']),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={open}
      title="Add Correction"
      submitLabel="Save"
      submitDisabled={!formState.isValid || correct.isPending}
      pending={correct.isPending}
      onSubmit={handleSubmit((values) => correct.mutate(values))}
      onClose={onClose}
    >
      <StudentField control={control} name="user_id" initial={preset?.student} />
      <CourseField control={control} name="course_id" courses={courses.data} />
      <MoneyField
        control={control}
        name="amount"
        label="Amount (EGP)"
        helperText="Negative takes money off what was paid, positive adds to it"
      />
      <FormTextField
        control={control}
        name="note"
        label="Note"
        multiline
        minRows={2}
        helperText={`Why this correction is made (at most ${CORRECTION_NOTE_MAX_LENGTH} characters)`}
      />
    </FormDialog>
  );
}
