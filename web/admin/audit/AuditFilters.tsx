import { DateFilterField } from '../components/DateFilterField';
import { SearchField } from '../components/SearchField';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { auditFacetsQuery, type AuditFilterValues } from './api';
import { wordLabel } from './format';

type Props = { values: AuditFilterValues; onChange: (change: Partial<AuditFilterValues>) => void };

const ANY = '';

/** The search types freely and goes to the address once typing pauses; the menus apply at once. */
function useDebouncedSearch(value: string, onChange: (search: string) => void) {
  const [search, setSearch] = useState(value);
  useEffect(() => setSearch(value), [value]);
  useEffect(() => {
    const typed = search.trim();
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), 300);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);
  return [search, setSearch] as const;
}

/** Search (summary or admin), admin, entity, action and a date range over the Audit Log. */
export function AuditFilters({ values, onChange }: Props) {
  const facets = useQuery(auditFacetsQuery).data;
  const [search, setSearch] = useDebouncedSearch(values.search, (typed) => onChange({ search: typed }));
  const filtered = Object.entries(values).some(([, value]) => value !== '');

  const menu = (label: string, key: 'admin_id' | 'entity' | 'action', options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((option) => option.value === values[key]) ? values[key] : ANY}
      onChange={(event) => onChange({ [key]: event.target.value })}
      sx={{ minWidth: 130 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={ANY}>All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <SearchField label="Search" placeholder="Summary or admin" value={search} onChange={setSearch} width={220} />
      {menu(
        'Admin',
        'admin_id',
        (facets?.admins ?? []).map((admin) => ({ value: String(admin.id), label: admin.name })),
      )}
      {menu(
        'Record',
        'entity',
        (facets?.entities ?? []).map((entity) => ({ value: entity, label: wordLabel(entity) })),
      )}
      {menu(
        'Action',
        'action',
        (facets?.actions ?? []).map((action) => ({ value: action, label: wordLabel(action) })),
      )}
      <DateFilterField label="From" value={values.from} onChange={(from) => onChange({ from })} max={values.to || undefined} />
      <DateFilterField label="To" value={values.to} onChange={(to) => onChange({ to })} min={values.from || undefined} />
      {filtered && (
        <Button onClick={() => onChange({ search: '', admin_id: '', entity: '', action: '', from: '', to: '' })}>
          Clear Filters
        </Button>
      )}
    </Stack>
  );
}
