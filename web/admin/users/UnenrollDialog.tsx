import Alert from '@mui/material/Alert';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { unenrollSchema, type UnenrollConflict } from '../../../contracts/enrollments';
import { showFieldErrors } from '../../components/forms/fieldErrors';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { formatMoney } from '../../components/format';
import { CourseField } from '../components/CourseField';
import { MoneyField } from '../components/MoneyField';
import { paymentsQuery } from '../payments/api';
import { studentPaymentsPath } from '../payments/paymentsPath';
import { unenrollConflict, userMutations, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** The contract's rules, with a blank refund meaning "no refund". */
const unenrollFormSchema = unenrollSchema.extend({
  refund: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    unenrollSchema.shape.refund,
  ),
});

const submissions = (count: number) => `${count} ${count === 1 ? 'Submission' : 'Submissions'}`;

/**
 * Unenroll from one of the user's courses, optionally refunding part or all of what was paid for it:
 * the ledger's net for the student and course (payments and corrections less refunds), as the
 * server caps a refund.
 * When the user has submissions in the course the server refuses (409) until confirmed: the
 * dialog then shows its message as a warning and turns the button into a destructive confirm that
 * removes them with the enrollment. A refused field (422) shows its message under the field.
 */
export function UnenrollDialog({ open, user, onClose }: Props) {
  const { control, handleSubmit, formState, setError } = useZodForm(unenrollFormSchema, {
    user_id: user.id,
    course_id: '',
    refund: '',
  });
  const courseId = useWatch({ control, name: 'course_id' });
  const [conflict, setConflict] = useState<(UnenrollConflict & { courseId: number }) | null>(null);
  const unenroll = useMutation({
    ...userMutations.unenroll,
    meta: {
      ...userMutations.unenroll.meta,
      // A 409 for a user with submissions is shown as the warning below, a refused field under it.
      showFieldErrors: (error) =>
        unenrollConflict(error) !== undefined || showFieldErrors(error, setError, ['course_id', 'refund']),
    },
    onSuccess: onClose,
    onError: (error, variables) => {
      const found = unenrollConflict(error);
      if (found) setConflict({ ...found, courseId: variables.course_id });
    },
  });
  /** The warning holds for the course it was given for; choosing another course starts over. */
  const pending = conflict && String(conflict.courseId) === String(courseId) ? conflict : null;
  const warning = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pending) warning.current?.focus();
  }, [pending]);

  const chosen = user.enrolled_courses.find((course) => String(course.id) === String(courseId));
  const ledger = useQuery({
    ...paymentsQuery(studentPaymentsPath(user.id, chosen?.id)),
    enabled: chosen !== undefined,
    placeholderData: undefined,
  });
  const net = chosen && ledger.data?.totals.net;
  const paid =
    chosen && net !== undefined
      ? `Paid ${formatMoney(net)}${chosen.got_discount ? ' (with discount)' : ''}. Leave blank for no refund.`
      : 'Leave blank for no refund.';
  return (
    <FormDialog
      open={open}
      title={`Unenroll ${user.name}`}
      submitLabel={pending ? `Unenroll And Remove ${submissions(pending.submissions)}` : 'Unenroll'}
      submitColor={pending ? 'error' : 'primary'}
      submitDisabled={!formState.isValid || unenroll.isPending}
      onSubmit={handleSubmit((values) => unenroll.mutate({ ...values, confirm: pending !== null }))}
      onClose={onClose}
    >
      <CourseField control={control} name="course_id" courses={user.enrolled_courses} noneText="Not enrolled in any course" />
      <MoneyField control={control} name="refund" label="Refund (EGP)" helperText={paid} min={0} max={net} />
      {pending && (
        <Alert ref={warning} severity="warning" tabIndex={-1}>
          {pending.message}
        </Alert>
      )}
    </FormDialog>
  );
}
