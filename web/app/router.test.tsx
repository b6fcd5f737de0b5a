/**
 * The first page view of an address: no console warning (issue 44: admin pages warned of a missing
 * `HydrateFallback`). e2e/demo/console.spec.ts checks every screen in a browser.
 */
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/queryClient';
import { stubFetch } from '../test/render';
import { adminRoutesOnDemand, appRoutes } from './router';
import { theme } from './theme';

describe('the first page view', () => {
  // React Router warns once a module: the admin address, the case reported, comes first.
  it.each([
    ['/admin/login', 'Admin Login'],
    ['/no-such-page', 'Page Not Found'],
  ])('of %s draws its screen without a console warning', async (url, title) => {
    // No server: the public settings fall back to their defaults, as when the page carries none.
    vi.stubGlobal('fetch', stubFetch(() => ({ status: 404, body: { message: 'Not Found' } })).fetch);
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const router = createMemoryRouter(appRoutes, { initialEntries: [url], patchRoutesOnNavigation: adminRoutesOnDemand() });
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    await vi.waitFor(() => expect(document.title).toBe(title), { timeout: 15_000 });
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
