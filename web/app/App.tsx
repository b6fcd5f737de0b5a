import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { RouterProvider } from 'react-router';
import { TOAST_DURATION_MS } from '../../contracts/constants';
import { createQueryClient } from '../api/queryClient';
import { router } from './router';
import { theme } from './theme';

const queryClient = createQueryClient();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_DURATION_MS}
          // Two loads failing with the same text (e.g. both lists of the skills page) toast once.
          preventDuplicate
          // Bottom right: toasts never cover the top bar's buttons (logout, home, the user menu).
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
