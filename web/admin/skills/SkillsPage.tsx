import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { idColumn, numberColumn } from '../components/columns';
import { CrudPage } from '../components/CrudPage';
import { skillMutations, skillsQuery, type Skill } from './api';
import { SkillDialog } from './SkillDialog';

const columns: MRT_ColumnDef<Skill>[] = [
  idColumn(),
  { accessorKey: 'name', header: 'Name', enableSorting: true, size: 160 },
  numberColumn('users_count', 'Users'),
];

/** Deletion is disabled while users hold the skill (docs/product.md#admin-screens). */
const deletable = (skill: Skill) => (skill.users_count > 0 ? 'Users have this skill' : true);

export function SkillsPage() {
  const query = useQuery(skillsQuery);
  const { data = [], isLoading } = query;
  return (
    <CrudPage
      subject="Skill"
      rows={data}
      isLoading={isLoading}
      load={query}
      remove={skillMutations.remove}
      columns={columns}
      deletable={deletable}
      renderDialog={(props) => <SkillDialog {...props} />}
    />
  );
}
