import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider (@mui/material/styles) also carries the CSS-variables provider, which this
// theme does not use: its plain branch is this one, without it in the first download ("Wire weight").
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { TOAST_DURATION_MS } from '../../contracts/constants';
import { createQueryClient } from '../api/queryClient';
import { Toasts } from '../components/Toasts';
import { useColorScheme } from '../features/theme/colorScheme';
import { arabicPack } from '../i18n/i18n';
import { useShownLocale } from '../i18n/useT';
import { router } from './router';
import { themeFor } from './theme';

const queryClient = createQueryClient();
/** Emotion's styles as written (left to right); Arabic swaps in the right-to-left cache of web/i18n/arabic.ts. */
const ltrCache = createCache({ key: 'css' });

export function App() {
  const { scheme } = useColorScheme();
  const rtlCache = useShownLocale() === 'ar' ? arabicPack()?.rtlCache : undefined;
  return (
    <CacheProvider value={rtlCache ?? ltrCache}>
      <ThemeProvider theme={themeFor(scheme, rtlCache ? 'rtl' : 'ltr')}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toasts
            maxSnack={3}
            autoHideDuration={TOAST_DURATION_MS}
            // Two loads failing with the same text (e.g. both lists of the skills page) toast once.
            preventDuplicate
            // Bottom end: toasts never cover the top bar's buttons (logout, home, the user menu).
            anchorOrigin={{ vertical: 'bottom', horizontal: rtlCache ? 'left' : 'right' }}
          />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
