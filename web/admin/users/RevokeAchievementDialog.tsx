import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { giveAchievementSchema } from '../../../contracts/achievements';
import { FAILURE } from '../../../contracts/messages';
import { achievementsKey, fetchAchievements } from '../achievements/api';
import { FormSelectField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { formatNumber } from '../components/format';
import { useAdminMutation, useAdminQuery } from '../components/queries';
import { useZodForm } from '../components/useZodForm';
import { revokeAchievement, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** Toast when the server sends no message (the spec names none for revoking). */
export const REVOKE_FAILURE = 'Failed to Revoke Achievement';

/**
 * Takes back a manual achievement the user holds (automatic ones follow their rule): the user
 * loses its points, and a title naming it.
 */
export function RevokeAchievementDialog({ open, user, onClose }: Props) {
  const achievements = useAdminQuery(achievementsKey, fetchAchievements, FAILURE.fetchAchievements);
  const { control, handleSubmit, formState } = useZodForm(giveAchievementSchema, { achievement_id: '' });
  const revoke = useAdminMutation(revokeAchievement, REVOKE_FAILURE, onClose);
  const chosenId = useWatch({ control, name: 'achievement_id' });
  const options = user.achievements
    .filter((achievement) => achievement.manual)
    .map((achievement) => ({ value: achievement.id, label: achievement.name }));
  const chosen = (achievements.data ?? []).find((achievement) => String(achievement.id) === String(chosenId));
  const points = chosen ? `its ${formatNumber(chosen.points)} ${chosen.points === 1 ? 'point' : 'points'}` : 'its points';
  return (
    <FormDialog
      open={open}
      title="Revoke Achievement"
      submitLabel="Revoke"
      submitColor="error"
      submitDisabled={!formState.isValid || revoke.isPending}
      onSubmit={handleSubmit((values) => revoke.mutate({ ...values, userId: user.id }))}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="achievement_id"
        label="Achievement"
        options={options}
        helperText={options.length === 0 ? 'No manual achievement to revoke' : undefined}
      />
      <Typography variant="body2" color="text.secondary">
        Revoking takes {points} from {user.name} and clears their title if it names the achievement.
      </Typography>
    </FormDialog>
  );
}
