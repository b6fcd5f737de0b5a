import { giveAchievementSchema } from '../../../contracts/achievements';
import { FAILURE, SUCCESS } from '../../../contracts/messages';
import { achievementsKey, fetchAchievements } from '../achievements/api';
import { FormSelectField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useAdminMutation, useAdminQuery } from '../components/queries';
import { useZodForm } from '../components/useZodForm';
import { giveAchievement, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** A manual achievement the user has not earned yet. */
export function GiveAchievementDialog({ open, user, onClose }: Props) {
  const achievements = useAdminQuery(achievementsKey, fetchAchievements, FAILURE.fetchAchievements);
  const { control, handleSubmit, formState } = useZodForm(giveAchievementSchema, { achievement_id: '' });
  const give = useAdminMutation(giveAchievement, FAILURE.giveAchievement, onClose, SUCCESS.achievementGiven);
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
