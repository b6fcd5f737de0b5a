import { useMutation, useQuery } from '@tanstack/react-query';
import { giveAchievementSchema } from '../../../contracts/achievements';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormSelectField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { achievementsQuery } from '../achievements/api';
import { userMutations, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** A manual achievement the user has not earned yet. */
export function GiveAchievementDialog({ open, user, onClose }: Props) {
  const achievements = useQuery(achievementsQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(giveAchievementSchema, { achievement_id: '' });
  const give = useMutation({ ...withFieldErrors(userMutations.give, setError, ['achievement_id']), onSuccess: onClose });
  const earned = new Set(user.achievements.map((achievement) => achievement.id));
  const options = (achievements.data ?? [])
    .filter((achievement) => achievement.manual && !earned.has(achievement.id))
    .map((achievement) => ({ value: achievement.id, label: achievement.name }));
  return (
    <FormDialog
      open={open}
      title="Give Achievement"
      submitLabel="Give"
      submitDisabled={!formState.isValid || give.isPending}
      onSubmit={handleSubmit((values) => give.mutate({ ...values, userId: user.id }))}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="achievement_id"
        label="Achievement"
        options={options}
        helperText={achievements.data && options.length === 0 ? 'No manual achievement left to give' : undefined}
      />
    </FormDialog>
  );
}
