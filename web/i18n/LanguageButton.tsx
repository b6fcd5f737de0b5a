import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { LANGUAGE_NAMES, useLanguage } from './useLanguage';

/**
 * The top bar's language switch (desktop): the other language's name in that language, one press
 * away (two languages need no menu). Marked with that language for screen readers.
 */
export function LanguageButton({ sx }: { sx?: SxProps<Theme> }) {
  const { locale, choose } = useLanguage();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Button color="inherit" lang={other} onClick={() => choose(other)} sx={{ minWidth: 0, ...sx }}>
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
