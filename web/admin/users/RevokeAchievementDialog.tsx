import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { giveAchievementSchema } from '../../../contracts/achievements';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormSelectField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { formatCount } from '../../components/format';
import { achievementsQuery } from '../achievements/api';
import { userMutations, type AdminUser } from './api';

type Props = {
  open: boolean;
  /** The Users table's row, or a student's page (what the dialog reads of the user). */
  user: Pick<AdminUser, 'id' | 'name' | 'achievements'>;
  onClose: () => void;
  /** The achievement chosen at first (the student's page revokes one named achievement). */
  achievementId?: number;
};

/**
 * Takes back a manual achievement the user holds (automatic ones follow their rule): the user
 * loses its points, and a title naming it.
 */
export function RevokeAchievementDialog({ open, user, onClose, achievementId }: Props) {
  const achievements = useQuery(achievementsQuery);
  const { control, handleSubmit, formState, setError } = useZodForm(giveAchievementSchema, {
    achievement_id: achievementId ?? '',
  });
  const revoke = useMutation({ ...withFieldErrors(userMutations.revoke, setError, ['achievement_id']), onSuccess: onClose });
  const chosenId = useWatch({ control, name: 'achievement_id' });
  const options = user.achievements
    .filter((achievement) => achievement.manual)
    .map((achievement) => ({ value: achievement.id, label: achievement.name }));
  const chosen = (achievements.data ?? []).find((achievement) => String(achievement.id) === String(chosenId));
  const points = chosen ? `its ${formatCount(chosen.points, 'point')}` : 'its points';
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
