import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider (@mui/material/styles) also carries the CSS-variables provider, which this
// theme does not use: its plain branch is this one, without it in the first download ("Wire weight").
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { TOAST_DURATION_MS } from '../../contracts/constants';
import { createQueryClient } from '../api/queryClient';
import { Toasts } from '../components/Toasts';
import { router } from './router';
import { useColorScheme } from '../features/theme/colorScheme';
import { themeFor } from './theme';

const queryClient = createQueryClient();

export function App() {
  const { scheme } = useColorScheme();
  return (
    <ThemeProvider theme={themeFor(scheme)}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toasts
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          // Two loads failing with the same text (e.g. both lists of the skills page) toast once.
          preventDuplicate
          // Bottom right: toasts never cover the top bar's buttons (logout, home, the user menu).
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
