import { skillSchema } from '../../../contracts/skills';
import { fieldErrorsMeta } from '../../components/forms/fieldErrors';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import { useZodForm } from '../../components/forms/useZodForm';
import type { DialogProps } from '../components/CrudPage';
import { useSaveEntity } from '../components/useSaveEntity';
import { skillMutations, type Skill } from './api';

export function SkillDialog({ open, item: skill, onClose }: DialogProps<Skill>) {
  const { control, handleSubmit, formState, setError } = useZodForm(skillSchema, { name: skill?.name ?? '' });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Skill',
    item: skill,
    add: skillMutations.add,
    update: skillMutations.update,
    fieldErrors: fieldErrorsMeta(setError, ['name']),
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
    </FormDialog>
  );
}
