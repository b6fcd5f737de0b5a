import { useQuery } from '@tanstack/react-query';
import { achievementsQuery } from '../achievements/api';
import { AchievementChoiceDialog } from './AchievementChoiceDialog';
import { userMutations, type AdminUser } from './api';

type Props = { open: boolean; user: AdminUser; onClose: () => void };

/** A manual achievement the user has not earned yet. */
export function GiveAchievementDialog({ open, user, onClose }: Props) {
  const achievements = useQuery(achievementsQuery);
  const earned = new Set(user.achievements.map((achievement) => achievement.id));
  return (
    <AchievementChoiceDialog
      open={open}
      title="Give Achievement"
      submitLabel="Give"
      choices={achievements.data?.filter((achievement) => achievement.manual && !earned.has(achievement.id))}
      noneText="No manual achievement left to give"
      mutation={userMutations.give}
      variables={(values) => ({ ...values, userId: user.id })}
      onSaved={onClose}
      onClose={onClose}
    />
  );
}
