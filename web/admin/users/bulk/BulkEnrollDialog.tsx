import { useMutation, useQuery } from '@tanstack/react-query';
import { bulkEnrollFields } from '../../../../contracts/bulk';
import { formatCount } from '../../../components/format';
import { withFieldErrors } from '../../../components/forms/fieldErrors';
import { FormCheckbox, FormSelectField, FormTextField } from '../../../components/forms/fields';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useZodForm } from '../../../components/forms/useZodForm';
import { coursesQuery } from '../../courses/api';
import type { Job } from '../../jobs/api';
import { bulkMutations, type BulkTargets } from './api';

type Props = { open: boolean; count: number; targets: BulkTargets; onClose: () => void; onDone: (job: Job) => void };

/** Enroll the selected users in one course, each with the same price and discount flag. */
export function BulkEnrollDialog({ open, count, targets, onClose, onDone }: Props) {
  const courses = useQuery(coursesQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(bulkEnrollFields, {
    course_id: '',
    price: '',
    got_discount: false,
  });
  const enroll = useMutation({
    ...withFieldErrors(bulkMutations.enroll, setError, ['course_id', 'price', 'got_discount']),
    onSuccess: onDone,
  });
  const options = (courses.data ?? [])
    .filter((course) => !('archived_at' in course && course.archived_at))
    .map((course) => ({ value: course.id, label: course.title }));
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
      <FormSelectField control={control} name="course_id" label="Course" options={options} />
      <FormTextField
        control={control}
        name="price"
        label="Price (EGP)"
        type="number"
        helperText="Paid by each user; recorded in the payments ledger"
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
      />
      <FormCheckbox control={control} name="got_discount" label="Got Discount" />
    </FormDialog>
  );
}
