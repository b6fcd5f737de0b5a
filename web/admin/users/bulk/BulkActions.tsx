import { useState } from 'react';
import type { Job } from '../../jobs/api';
import { useJob, useShownJob } from '../../jobs/useJob';
import { useDialogState } from '../../../components/useDialogState';
import { BulkAchievementDialog } from './BulkAchievementDialog';
import { BulkEnrollDialog } from './BulkEnrollDialog';
import { BulkJobNotice } from './BulkJobNotice';
import { BulkResultDialog } from './BulkResultDialog';
import { BulkToolbar } from './BulkToolbar';
import type { BulkSelection } from './useBulkSelection';

type Action = 'enroll' | 'achievement';
const KINDS = ['bulk_enroll', 'bulk_achievement'] as const;

/**
 * The Users table's bulk actions: the toolbar over the selection, the action's dialog, then the
 * job's dialog (its progress, then how many changed, who was refused and why). Closed while the
 * job runs, a notice above the table keeps its progress and then offers the result, while the
 * page stays open (docs/decisions.md). The selection stays, so the same users can get the other
 * action next.
 */
export function BulkActions({ selection }: { selection: BulkSelection }) {
  const dialog = useDialogState<Action>();
  const { shownId, show } = useShownJob(KINDS, false);
  const job = useJob(shownId);
  const [outcomeOpen, setOutcomeOpen] = useState(false);
  const started = (job: Job) => {
    dialog.close();
    show(job);
    setOutcomeOpen(true);
  };
  const forget = () => {
    setOutcomeOpen(false);
    show(undefined);
  };
  const running = !job.data || job.data.status === 'running';
  const props = { open: dialog.open, count: selection.count, targets: selection.targets, onClose: dialog.close };
  return (
    <>
      {shownId && !outcomeOpen && <BulkJobNotice job={job.data} onShow={() => setOutcomeOpen(true)} onDismiss={forget} />}
      <BulkToolbar
        selection={selection}
        onEnroll={() => dialog.openWith('enroll')}
        onGive={() => dialog.openWith('achievement')}
      />
      {dialog.item === 'enroll' && <BulkEnrollDialog key={dialog.key} {...props} onDone={started} />}
      {dialog.item === 'achievement' && <BulkAchievementDialog key={dialog.key} {...props} onDone={started} />}
      {job.data && (
        <BulkResultDialog
          key={shownId}
          open={outcomeOpen}
          job={job.data}
          onClose={() => (running ? setOutcomeOpen(false) : forget())}
        />
      )}
    </>
  );
}
