import { useWatch } from 'react-hook-form';
import { achievementCreateSchema } from '../../../contracts/achievements';
import { RULE_METRICS } from '../../../contracts/constants';
import { FAILURE } from '../../../contracts/messages';
import type { DialogProps } from '../components/CrudPage';
import { FormSelectField, FormTextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { ImageField } from '../components/ImageField';
import { useSaveEntity } from '../components/useSaveEntity';
import { useZodForm } from '../components/useZodForm';
import { addAchievement, RULE_METRIC_LABELS, updateAchievement, type Achievement } from './api';

const TYPE_OPTIONS = [
  { value: '0', label: 'Automatic' },
  { value: '1', label: 'Manual' },
];
const METRIC_OPTIONS = RULE_METRICS.map((metric) => ({ value: metric, label: RULE_METRIC_LABELS[metric] }));

/**
 * The type (Automatic/Manual) is chosen on creation only; an automatic achievement carries its
 * rule (metric and threshold), which may be edited later. Editing validates with the creation
 * schema and the stored type, so the rule stays checked.
 */
export function AchievementDialog({ open, item, onClose }: DialogProps<Achievement>) {
  const { control, handleSubmit, formState } = useZodForm(achievementCreateSchema, {
    name: item?.name ?? '',
    description: item?.description ?? '',
    points: item ? String(item.points) : '',
    manual: item ? String(item.manual) : '',
    rule_metric: item?.rule_metric ?? null,
    rule_threshold: item?.rule_threshold != null ? String(item.rule_threshold) : '',
    badge: item?.badge ?? '',
  } as never);
  const manual = useWatch({ control, name: 'manual' as never }) as string;
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Achievement',
    item,
    add: addAchievement,
    update: updateAchievement,
    addFailure: FAILURE.saveAchievement,
    updateFailure: FAILURE.saveAchievement,
    onClose,
  });
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={!formState.isValid || pending}
      onSubmit={handleSubmit(save)}
      onClose={onClose}
    >
      <FormTextField control={control} name="name" label="Name" autoFocus />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormTextField control={control} name="points" label="Points" type="number" slotProps={{ htmlInput: { min: 1 } }} />
      <FormSelectField
        control={control}
        name="manual"
        label="Type"
        options={TYPE_OPTIONS}
        disabled={item !== null}
        helperText={item ? 'The type is chosen on creation only' : undefined}
      />
      {manual === '0' && (
        <>
          <FormSelectField control={control} name="rule_metric" label="Rule Metric" options={METRIC_OPTIONS} />
          <FormTextField
            control={control}
            name="rule_threshold"
            label="Rule Threshold"
            type="number"
            slotProps={{ htmlInput: { min: 1 } }}
          />
        </>
      )}
      <ImageField control={control} name="badge" label="Badge Image URL" />
    </FormDialog>
  );
}
