import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

type SearchFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Width from the sm breakpoint up; a phone gives the field the whole row. */
  width: number;
  placeholder?: string;
};

/** The search box of an admin table (its value usually comes from `useSearchField`). */
export function SearchField({ label, value, onChange, width, placeholder }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: width } }}
    />
  );
}
