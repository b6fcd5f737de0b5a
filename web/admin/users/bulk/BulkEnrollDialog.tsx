import { useMutation, useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../components/format';
import { withFieldErrors } from '../../../components/forms/fieldErrors';
import { FormDialog } from '../../../components/forms/FormDialog';
import { coursesQuery } from '../../courses/api';
import type { Job } from '../../jobs/api';
import { ENROLLMENT_FIELDS, EnrollmentFields, useEnrollmentForm } from '../EnrollmentFields';
import { bulkMutations, type BulkTargets } from './api';

type Props = { open: boolean; count: number; targets: BulkTargets; onClose: () => void; onDone: (job: Job) => void };

/** Enroll the selected users in one course, each with the same price and discount flag. */
export function BulkEnrollDialog({ open, count, targets, onClose, onDone }: Props) {
  const courses = useQuery(coursesQuery);
  const { control, handleSubmit, formState, setError } = useEnrollmentForm();
  const enroll = useMutation({ ...withFieldErrors(bulkMutations.enroll, setError, ENROLLMENT_FIELDS), onSuccess: onDone });
  return (
    <FormDialog
      open={open}
      title={`Enroll ${formatCount(count, 'User')}`}
      submitLabel="Enroll"
      submitDisabled={!formState.isValid || enroll.isPending}
      pending={enroll.isPending}
      onSubmit={handleSubmit((values) => enroll.mutate({ ...values, ...targets }))}
      onClose={onClose}
    >
      <EnrollmentFields
        control={control}
        courses={courses.data?.filter((course) => !course.archived_at)}
        priceHelperText="Paid by each user; recorded in the payments ledger"
      />
    </FormDialog>
  );
}
