import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { usersQuery } from '../users/api';

/** A student as the field shows one. */
export type StudentOption = { id: number; name: string; email: string };

/** How many matches the list offers at once: typing more narrows it. */
const MATCHES = 20;

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** The student already chosen (a ledger line's), shown before any search. */
  initial?: StudentOption | null;
};

/**
 * Chooses a student by typing part of the name or e-mail: the server's search (the Users table's), so a
 * large academy is never loaded whole. The form holds the chosen student's id.
 */
export function StudentField<T extends FieldValues>({ control, name, initial = null }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const [chosen, setChosen] = useState<StudentOption | null>(initial);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const typing = chosen === null || input !== `${chosen.name} (${chosen.email})`;
  const matches = useQuery({
    ...usersQuery({ pageIndex: 0, pageSize: MATCHES, term: typing ? term : '' }),
    placeholderData: undefined,
  });
  const options: StudentOption[] = (matches.data?.users ?? []).map(({ id, name: studentName, email }) => ({
    id,
    name: studentName,
    email,
  }));
  return (
    <Autocomplete<StudentOption>
      options={chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options}
      value={chosen}
      onChange={(_, option) => {
        setChosen(option);
        field.onChange(option?.id ?? '');
      }}
      inputValue={input}
      onInputChange={(_, value) => setInput(value)}
      onBlur={field.onBlur}
      filterOptions={(list) => list}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      getOptionLabel={(option) => `${option.name} (${option.email})`}
      loading={matches.isFetching}
      noOptionsText={term ? 'No students found' : 'Type part of the name or e-mail'}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Student"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'Search by name or e-mail'}
        />
      )}
    />
  );
}
