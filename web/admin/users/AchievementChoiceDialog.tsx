import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { giveAchievementSchema, type GiveAchievementInput } from '../../../contracts/achievements';
import { withFieldErrors } from '../../components/forms/fieldErrors';
import { FormSelectField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';

type Props<V, D> = {
  open: boolean;
  title: string;
  submitLabel: string;
  submitColor?: 'primary' | 'error';
  /** The achievements to choose from; undefined while they load. */
  choices: readonly { id: number; name: string }[] | undefined;
  /** Under the field once the choices are known and there is none. */
  noneText: string;
  /** The achievement chosen at first. */
  initialId?: number;
  /** The save, and its variables made from the chosen achievement. */
  mutation: UseMutationOptions<D, Error, V>;
  variables: (values: GiveAchievementInput) => V;
  onSaved: (data: D) => void;
  /** The submit button shows a spinner while saving. */
  showPending?: boolean;
  onClose: () => void;
  /** Below the field: what it means to take the chosen one (its id as the field holds it). */
  children?: (chosenId: unknown) => ReactNode;
};

/**
 * The one-field dialog that picks an achievement: giving one to a user or to many, revoking one.
 * A refused `achievement_id` shows under the field.
 */
export function AchievementChoiceDialog<V, D>(props: Props<V, D>) {
  const { open, title, submitLabel, submitColor, choices, noneText, initialId, variables, onClose, children } = props;
  const { control, handleSubmit, formState, setError } = useZodForm(giveAchievementSchema, { achievement_id: initialId ?? '' });
  const save = useMutation({ ...withFieldErrors(props.mutation, setError, ['achievement_id']), onSuccess: props.onSaved });
  const chosenId = useWatch({ control, name: 'achievement_id' });
  const options = (choices ?? []).map((achievement) => ({ value: achievement.id, label: achievement.name }));
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitColor={submitColor}
      submitDisabled={!formState.isValid || save.isPending}
      pending={props.showPending && save.isPending}
      onSubmit={handleSubmit((values) => save.mutate(variables(values)))}
      onClose={onClose}
    >
      <FormSelectField
        control={control}
        name="achievement_id"
        label="Achievement"
        options={options}
        helperText={choices && options.length === 0 ? noneText : undefined}
      />
      {children?.(chosenId)}
    </FormDialog>
  );
}
