import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { achievementCreateSchema, type RulePreview } from '../../../contracts/achievements';
import { RULE_METRICS } from '../../../contracts/constants';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormSelectField, FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import { formatCount, formatNumber } from '../../components/format';
import type { DialogProps } from '../components/CrudPage';
import { ImageField } from '../components/ImageField';
import { useSaveEntity } from '../components/useSaveEntity';
import { achievementMutations, RULE_METRIC_LABELS, type Achievement, type AchievementValues } from './api';

const TYPE_OPTIONS = [
  { value: '0', label: 'Automatic' },
  { value: '1', label: 'Manual' },
];
const METRIC_OPTIONS = RULE_METRICS.map((metric) => ({ value: metric, label: RULE_METRIC_LABELS[metric] }));

/** 'Saving this rule awards it to 3 users and withdraws it from 1 user.' (never called with 0 and 0). */
export function ruleEffect({ awards, withdraws }: RulePreview) {
  const parts = [];
  if (awards) parts.push(`awards it to ${formatCount(awards, 'user')}`);
  if (withdraws) parts.push(`withdraws it from ${formatCount(withdraws, 'user')}`);
  return `Saving this rule ${parts.join(' and ')}.`;
}

type Confirming = { values: AchievementValues; preview: RulePreview };

/**
 * The type (Automatic/Manual) is chosen on creation only; an automatic achievement carries its
 * rule (metric and threshold), which may be edited later. Editing validates with the creation
 * schema and the stored type, so the rule stays checked.
 *
 * Automatic achievements follow their rule both ways, so saving a new rule (or a changed one)
 * first asks the server what it would do and, unless nobody is affected, shows that as a
 * confirmation step ('Back' returns to the form).
 */
export function AchievementDialog({ open, item, onClose }: DialogProps<Achievement>) {
  const { control, handleSubmit, formState, setFocus, setError } = useZodForm(achievementCreateSchema, {
    name: item?.name ?? '',
    description: item?.description ?? '',
    points: item ? String(item.points) : '',
    manual: item ? String(item.manual) : '',
    rule_metric: item?.rule_metric ?? null,
    rule_threshold: item?.rule_threshold != null ? String(item.rule_threshold) : '',
    badge: item?.badge ?? '',
  });
  const manual = useWatch({ control, name: 'manual' });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Achievement',
    item,
    add: achievementMutations.add,
    update: achievementMutations.update,
    fieldErrors: fieldErrorsMeta(setError, ['name', 'description', 'points', 'manual', 'rule_metric', 'rule_threshold', 'badge']),
    onClose,
  });
  const preview = useMutation(achievementMutations.preview);
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  // Focus follows the step: into the summary on entering it, back to the rule on 'Back'.
  const summary = useRef<HTMLDivElement>(null);
  const wentBack = useRef(false);
  useEffect(() => {
    if (confirming) summary.current?.focus();
    else if (wentBack.current) {
      wentBack.current = false;
      setFocus('rule_threshold');
    }
  }, [confirming, setFocus]);

  const submit = handleSubmit(async (values) => {
    const { rule_metric: metric, rule_threshold: threshold } = values;
    const ruleChanged = !item || metric !== item.rule_metric || threshold !== item.rule_threshold;
    if (values.manual || !metric || threshold === null || !ruleChanged) return save(values);
    const effect = await preview.mutateAsync({ id: item?.id, rule_metric: metric, rule_threshold: threshold }).catch(() => null);
    if (!effect) return;
    if (effect.awards === 0 && effect.withdraws === 0) save(values);
    else setConfirming({ values, preview: effect });
  });

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={confirming ? pending : !formState.isValid || pending || preview.isPending}
      secondaryAction={
        confirming
          ? {
              label: 'Back',
              onClick: () => {
                wentBack.current = true;
                setConfirming(null);
              },
            }
          : undefined
      }
      onSubmit={(event) => {
        if (!confirming) return submit(event);
        event.preventDefault();
        save(confirming.values);
      }}
      onClose={onClose}
    >
      {/* First, so the hidden form below adds no spacing above it. */}
      {confirming && <RuleConfirmation ref={summary} {...confirming} />}
      <Stack spacing={2} sx={{ display: confirming ? 'none' : 'flex' }}>
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
      </Stack>
    </FormDialog>
  );
}

function RuleConfirmation({ ref, values, preview }: Confirming & { ref: Ref<HTMLDivElement> }) {
  const { points, rule_metric: metric, rule_threshold: threshold } = values;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {values.name}: {metric ? RULE_METRIC_LABELS[metric] : ''} ≥ {formatNumber(threshold)}
      </Typography>
      <Alert ref={ref} tabIndex={-1} severity={preview.withdraws ? 'warning' : 'info'}>
        {ruleEffect(preview)}
        {preview.withdraws > 0 &&
          ` ${preview.withdraws === 1 ? 'That user loses' : 'Those users lose'} its ${formatCount(points, 'point')}.`}
      </Alert>
    </>
  );
}
