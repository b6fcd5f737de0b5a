import { useState } from 'react';
import type { BulkResult } from '../../../../contracts/bulk';
import { useDialogState } from '../../../components/useDialogState';
import { BulkAchievementDialog } from './BulkAchievementDialog';
import { BulkEnrollDialog } from './BulkEnrollDialog';
import { BulkResultDialog } from './BulkResultDialog';
import { BulkToolbar } from './BulkToolbar';
import type { BulkSelection } from './useBulkSelection';

type Action = 'enroll' | 'achievement';
const CHANGED_LABEL: Record<Action, string> = { enroll: 'Enrolled', achievement: 'Given' };

/**
 * The Users table's bulk actions: the toolbar over the selection, the action's dialog, then the
 * result dialog (how many changed, who was refused and why). The selection stays, so the same
 * users can get the other action next.
 */
export function BulkActions({ selection }: { selection: BulkSelection }) {
  const dialog = useDialogState<Action>();
  const [outcome, setOutcome] = useState<{ action: Action; result: BulkResult } | null>(null);
  const done = (action: Action) => (result: BulkResult) => {
    dialog.close();
    setOutcome({ action, result });
  };
  const props = { open: dialog.open, count: selection.count, targets: selection.targets, onClose: dialog.close };
  return (
    <>
      <BulkToolbar
        selection={selection}
        onEnroll={() => dialog.openWith('enroll')}
        onGive={() => dialog.openWith('achievement')}
      />
      {dialog.item === 'enroll' && <BulkEnrollDialog key={dialog.key} {...props} onDone={done('enroll')} />}
      {dialog.item === 'achievement' && <BulkAchievementDialog key={dialog.key} {...props} onDone={done('achievement')} />}
      {outcome && (
        <BulkResultDialog
          open
          result={outcome.result}
          changedLabel={CHANGED_LABEL[outcome.action]}
          onClose={() => setOutcome(null)}
        />
      )}
    </>
  );
}
