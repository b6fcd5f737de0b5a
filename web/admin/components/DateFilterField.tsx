import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useAcademyTimeZone } from './academyTime';

const DAY = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * A whole date: while its year is typed a date field reports '0002-11-26', then '0020-...' and
 * '0202-...' before '2026-11-26', so a year under 1000 is still being typed.
 */
export function isWholeDate(value: string): boolean {
  const day = DAY.exec(value);
  return day !== null && Number(day[1]) >= 1000;
}

type Props = {
  label: string;
  /** YYYY-MM-DD or '' (no filter), as the address holds it. */
  value: string;
  onChange: (day: string) => void;
  min?: string;
  max?: string;
};

/**
 * A date filter of an admin list, on the academy's calendar (its label names the zone). What is
 * being typed stays in the field; only a whole date, or an emptied field, goes to `onChange`, so
 * the address never holds a half-typed year and writing it back never resets the year being typed.
 *
 * While the field has focus it keeps the `min` and `max` it had when it took focus: Chromium lays
 * a date field out again when either changes, which drops the part of a date typed so far (the
 * From date reaching the address while To is typed wiped To's month and day, or restarted its
 * year as 0026). The new range applies when the field is left.
 */
export function DateFilterField({ label, value, onChange, min, max }: Props) {
  const zone = useAcademyTimeZone();
  const [typed, setTyped] = useState(value);
  const [heldRange, setHeldRange] = useState<{ min?: string; max?: string } | null>(null);
  // The address changed from outside (Clear Filters, Back): show it.
  useEffect(() => setTyped(value), [value]);
  return (
    <TextField
      size="small"
      type="date"
      label={zone ? `${label} (${zone})` : label}
      value={typed}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        // An incomplete date also reads '', but as bad input.
        const emptied = next === '' && !(event.target as HTMLInputElement).validity.badInput;
        if ((emptied || isWholeDate(next)) && next !== value) onChange(next);
      }}
      onFocus={() => setHeldRange({ min, max })}
      onBlur={() => {
        setHeldRange(null);
        // Leaving a half-typed (or refused) date shows the filter in force again.
        setTyped(value);
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: heldRange ?? { min, max } }}
      sx={{ width: { xs: '100%', sm: 210 } }}
    />
  );
}
