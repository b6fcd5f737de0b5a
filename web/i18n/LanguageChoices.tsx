import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LOCALES, type Locale } from './locale';
import { LANGUAGE_NAMES, useLanguage } from './useLanguage';
import { useT } from './useT';

/** The phone drawer's language switch: English and العربية side by side, the current one pressed. */
export function LanguageChoices() {
  const { locale, choose } = useLanguage();
  const labelId = useId();
  const t = useT();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('layout.language')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={locale}
        aria-labelledby={labelId}
        // Pressing the pressed one again gives null: the choice stays.
        onChange={(_event, next: Locale | null) => next && choose(next)}
      >
        {LOCALES.map((option) => (
          <ToggleButton key={option} value={option} lang={option} sx={{ textTransform: 'none' }}>
            {LANGUAGE_NAMES[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
