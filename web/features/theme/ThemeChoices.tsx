import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '../../i18n/useT';
import { THEME_OPTIONS } from './choices';
import { useColorScheme } from './colorScheme';

/** The phone drawer's theme switch: Light, Dark and System side by side, the current one pressed. */
export function ThemeChoices() {
  const { choice, choose } = useColorScheme();
  const labelId = useId();
  const t = useT();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('layout.theme')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={choice}
        aria-labelledby={labelId}
        // Pressing the pressed one again gives null: the choice stays.
        onChange={(_event, next: typeof choice | null) => next && choose(next)}
      >
        {THEME_OPTIONS.map((option) => (
          <ToggleButton key={option.choice} value={option.choice} sx={{ textTransform: 'none' }}>
            {t(option.label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
