import { skillSchema } from '../../../contracts/skills';
import { FormTextField } from '../../components/forms/fields';
import { FormDialog } from '../../components/forms/FormDialog';
import type { DialogProps } from '../components/CrudPage';
import { useEntityForm } from '../components/useSaveEntity';
import { skillMutations, type Skill } from './api';

export function SkillDialog({ open, item: skill, onClose }: DialogProps<Skill>) {
  const {
    form: { control },
    dialog,
  } = useEntityForm({
    schema: skillSchema,
    defaults: { name: skill?.name ?? '' },
    subject: 'Skill',
    item: skill,
    add: skillMutations.add,
    update: skillMutations.update,
    fields: ['name'],
    onClose,
  });
  return (
    <FormDialog open={open} {...dialog}>
      <FormTextField control={control} name="name" label="Name" autoFocus />
    </FormDialog>
  );
}
