import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export type ToggleOption<V extends string> = { value: V; label: ReactNode; lang?: string };

/**
 * A choice of a few options side by side under its label (the phone drawer's theme and language),
 * the current one pressed. Pressing the pressed one again keeps the choice.
 */
export function LabelledToggle<V extends string>({
  label,
  value,
  options,
  onChoose,
}: {
  label: ReactNode;
  value: V;
  options: readonly ToggleOption<V>[];
  onChoose: (next: V) => void;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        aria-labelledby={labelId}
        // Pressing the pressed one again gives null: the choice stays.
        onChange={(_event, next: V | null) => next && onChoose(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} lang={option.lang} sx={{ textTransform: 'none' }}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
