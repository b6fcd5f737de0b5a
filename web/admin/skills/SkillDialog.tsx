import { FAILURE } from '../../../contracts/messages';
import { skillSchema } from '../../../contracts/skills';
import type { DialogProps } from '../components/CrudPage';
import { FormTextField } from '../components/fields';
import { FormDialog } from '../components/FormDialog';
import { useSaveEntity } from '../components/useSaveEntity';
import { useZodForm } from '../components/useZodForm';
import { addSkill, updateSkill, type Skill } from './api';

export function SkillDialog({ open, item: skill, onClose }: DialogProps<Skill>) {
  const { control, handleSubmit, formState } = useZodForm(skillSchema, { name: skill?.name ?? '' });
  const { save, pending, title, submitLabel } = useSaveEntity({
    subject: 'Skill',
    item: skill,
    add: addSkill,
    update: updateSkill,
    addFailure: FAILURE.saveSkill,
    updateFailure: FAILURE.saveSkill,
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
