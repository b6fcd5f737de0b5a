import { useQuery } from '@tanstack/react-query';
import { formatCount } from '../../../components/format';
import { achievementsQuery } from '../../achievements/api';
import type { Job } from '../../jobs/api';
import { AchievementChoiceDialog } from '../AchievementChoiceDialog';
import { bulkMutations, type BulkTargets } from './api';

type Props = { open: boolean; count: number; targets: BulkTargets; onClose: () => void; onDone: (job: Job) => void };

/** Give the selected users one manual achievement (automatic ones follow their rule). */
export function BulkAchievementDialog({ open, count, targets, onClose, onDone }: Props) {
  const achievements = useQuery(achievementsQuery);
  return (
    <AchievementChoiceDialog
      open={open}
      title={`Give Achievement To ${formatCount(count, 'User')}`}
      submitLabel="Give"
      choices={achievements.data?.filter((achievement) => achievement.manual)}
      noneText="No manual achievement to give: add one first"
      mutation={bulkMutations.give}
      variables={(values) => ({ ...values, ...targets })}
      onSaved={onDone}
      showPending
      onClose={onClose}
    />
  );
}
