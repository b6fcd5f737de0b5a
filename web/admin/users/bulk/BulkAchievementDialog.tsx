import { useMutation, useQuery } from '@tanstack/react-query';
import { giveAchievementSchema } from '../../../../contracts/achievements';
import { formatCount } from '../../../components/format';
import { withFieldErrors } from '../../../components/forms/fieldErrors';
import { FormSelectField } from '../../../components/forms/fields';
import { FormDialog } from '../../../components/forms/FormDialog';
import { useZodForm } from '../../../components/forms/useZodForm';
import { achievementsQuery } from '../../achievements/api';
import type { Job } from '../../jobs/api';
import { bulkMutations, type BulkTargets } from './api';

type Props = { open: boolean; count: number; targets: BulkTargets; onClose: () => void; onDone: (job: Job) => void };

/** Give the selected users one manual achievement (automatic ones follow their rule). */
export function BulkAchievementDialog({ open, count, targets, onClose, onDone }: Props) {
  const achievements = useQuery(achievementsQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(giveAchievementSchema, { achievement_id: '' });
  const give = useMutation({ ...withFieldErrors(bulkMutations.give, setError, ['achievement_id']), onSuccess: onDone });
  const options = (achievements.data ?? [])
    .filter((achievement) => achievement.manual)
    .map((achievement) => ({ value: achievement.id, label: achievement.name }));
  return (
    <FormDialog
      open={open}
      title={`Give Achievement To ${formatCount(count, 'User')}`}
      submitLabel="Give"
      submitDisabled={!formState.isValid || give.isPending}
      pending={give.isPending}
      onSubmit={handleSubmit((values) => give.mutate({ ...values, ...targets }))}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="achievement_id"
        label="Achievement"
        options={options}
        helperText={achievements.data && options.length === 0 ? 'No manual achievement to give: add one first' : undefined}
      />
    </FormDialog>
  );
}
