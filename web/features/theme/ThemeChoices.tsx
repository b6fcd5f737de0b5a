import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { THEME_OPTIONS } from './choices';
import { useColorScheme } from './colorScheme';

/** The phone drawer's theme switch: Light, Dark and System side by side, the current one pressed. */
export function ThemeChoices() {
  const { choice, choose } = useColorScheme();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={choice}
      aria-label="Theme"
      // Pressing the pressed one again gives null: the choice stays.
      onChange={(_event, next: typeof choice | null) => next && choose(next)}
    >
      {THEME_OPTIONS.map((option) => (
        <ToggleButton key={option.choice} value={option.choice} sx={{ textTransform: 'none' }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
