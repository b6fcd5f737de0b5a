/** Renders a screen as the app does (theme, query client, toasts, router), for component tests. */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, type Notify } from '../api/queryClient';
import { theme } from '../app/theme';
import { Toasts } from '../components/Toasts';

export function renderScreen(
  element: ReactNode,
  { path = '/', url = path, notify }: { path?: string; url?: string; notify?: Notify } = {},
) {
  const queryClient = createQueryClient(notify);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
}

/** A `fetch` that answers every call with this status and JSON body, recording the calls. */
export function stubFetch(answer: (url: string, init?: RequestInit) => { status?: number; body?: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init });
    const { status = 200, body = {} } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}
