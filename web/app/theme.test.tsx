/**
 * A reader who asked for less motion gets no transitions and no ripples (web/app/theme.ts); others
 * keep MUI's. The theme is read when the module loads: each case loads it afresh.
 */
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function themeFor(prefersReducedMotion: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: prefersReducedMotion && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  vi.resetModules();
  return (await import('./theme')).theme;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('theme motion', () => {
  it('turns transitions and ripples off for a reader who prefers reduced motion', async () => {
    const theme = await themeFor(true);
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
  });

  it("keeps MUI's transitions and ripples otherwise", async () => {
    const theme = await themeFor(false);
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });
});

describe('text inputs', () => {
  it('take their direction from the text typed (dir="auto"), whatever else a field sets on its input', async () => {
    const theme = await themeFor(false);
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Name" />
        <TextField label="Bio" multiline minRows={2} />
        <TextField label="URL" slotProps={{ htmlInput: { maxLength: 2048 }, input: { readOnly: false } }} />
      </ThemeProvider>,
    );
    for (const name of ['Name', 'Bio', 'URL']) expect(screen.getByRole('textbox', { name })).toHaveAttribute('dir', 'auto');
  });
});
