import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../components/format';
import { achievementsQuery } from '../achievements/api';
import { AchievementChoiceDialog } from './AchievementChoiceDialog';
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
  return (
    <AchievementChoiceDialog
      open={open}
      title="Revoke Achievement"
      submitLabel="Revoke"
      submitColor="error"
      choices={user.achievements.filter((achievement) => achievement.manual)}
      noneText="No manual achievement to revoke"
      initialId={achievementId}
      mutation={userMutations.revoke}
      variables={(values) => ({ ...values, userId: user.id })}
      onSaved={onClose}
      onClose={onClose}
    >
      {(chosenId) => {
        const chosen = (achievements.data ?? []).find((achievement) => String(achievement.id) === String(chosenId));
        const points = chosen ? `its ${formatCount(chosen.points, 'point')}` : 'its points';
        return (
          <Typography variant="body2" color="text.secondary">
            Revoking takes {points} from {user.name} and clears their title if it names the achievement.
          </Typography>
        );
      }}
    </AchievementChoiceDialog>
  );
}
