import Check from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EMPTY, LOAD_FAILED } from '../../../contracts/messages';
import { PageHeader } from '../../components/PageHeader';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useSay, useT } from '../../i18n/useT';
import { useAllSkills, useMySkills, useSaveSkills } from './api';

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** /edit-skills: pick skills; Save is enabled only when the selection differs from the saved one. */
export function EditSkillsPage() {
  const all = useAllSkills();
  const mine = useMySkills();
  const save = useSaveSkills();
  const t = useT();
  const say = useSay();
  const original = (mine.data ?? []).map((skill) => skill.id);
  const [edited, setEdited] = useState<number[] | null>(null);
  const selection = edited ?? original;
  const changed = !sameSet(selection, original);

  const toggle = (id: number) =>
    setEdited(selection.includes(id) ? selection.filter((skill) => skill !== id) : [...selection, id]);

  const onSave = () => save.mutate(selection, { onSuccess: () => setEdited(null) });

  // The picker and Save only while both the student's skills and the skill list loaded: saving
  // a selection built on a failed load would overwrite the student's real skills.
  const failed = [all, mine].filter((query) => query.isError);
  const retry = () => failed.forEach((query) => void query.refetch());

  return (
    <>
      <PageHeader title={t('skills.title')} subtitle={t('skills.subtitle')} />
      {failed.length > 0 ? (
        <ErrorState message={say(LOAD_FAILED.yourSkills)} onRetry={retry} retrying={failed.some((query) => query.isFetching)} />
      ) : all.isPending || mine.isPending ? (
        <Loading label={t('skills.loading')} />
      ) : (all.data ?? []).length === 0 ? (
        <EmptyState message={say(EMPTY.skills)} />
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('skills.selected', { count: selection.length })}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('skills.group')}>
              {(all.data ?? []).map((skill) => {
                const on = selection.includes(skill.id);
                return (
                  <Chip
                    key={skill.id}
                    label={<bdi>{skill.name}</bdi>}
                    clickable
                    role="checkbox"
                    aria-checked={on}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    icon={on ? <Check /> : undefined}
                    onClick={() => toggle(skill.id)}
                  />
                );
              })}
            </Stack>
            <Button variant="contained" size="large" sx={{ mt: 3 }} disabled={!changed} loading={save.isPending} onClick={onSave}>
              {t('skills.save')}
            </Button>
          </CardContent>
        </Card>
      )}
    </>
  );
}
