import { createTheme } from '@mui/material/styles';
import type { Scheme } from '../features/theme/colorScheme';

/**
 * A reader who asked their system for less motion (WCAG 2.3.3) gets none: menus, dialogs, drawers
 * and ripples appear at once. Read once, when the app starts (the setting rarely changes mid-visit).
 */
const lessMotion = typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

const noMotion = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/**
 * What the dark scheme changes (issue 46): surfaces and text shades, never a hue. Indigo stays the
 * primary colour, a lighter shade of it that reads on dark surfaces (#9fa8da: 8.3:1 on #121212).
 */
const DARK = {
  primary: '#9fa8da',
  secondary: '#4db6ac',
  background: '#121212',
  paper: '#1c1d22',
  cardBorder: 'rgba(255,255,255,0.12)',
};

const LATIN_FONTS = '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif';
/** Arabic text in Cairo (web/i18n/arabic.ts loads it with Arabic), Latin text in the English fonts. */
const ARABIC_FONTS = `"Cairo", ${LATIN_FONTS}`;

export type Direction = 'ltr' | 'rtl';

function makeTheme(scheme: Scheme, direction: Direction) {
  const dark = scheme === 'dark';
  return createTheme({
    ...(lessMotion && noMotion),
    direction,
    palette: {
      mode: scheme,
      primary: { main: dark ? DARK.primary : '#3949ab' },
      secondary: { main: dark ? DARK.secondary : '#00897b' },
      warning: { main: '#ffb300' },
      background: dark ? { default: DARK.background, paper: DARK.paper } : { default: '#f5f6fa' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: direction === 'rtl' ? ARABIC_FONTS : LATIN_FONTS,
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700 },
    },
    components: {
      // notistack's success toast is white on #43a047 (3.3:1, under WCAG's 4.5:1 for text): a darker green.
      MuiCssBaseline: {
        styleOverrides: { '.notistack-SnackbarContainer .notistack-MuiContent-success': { backgroundColor: '#2e7d32' } },
      },
      // A clear keyboard focus ring on every button, link-button, chip and menu item (MUI's ripple tint alone is faint).
      MuiButtonBase: {
        defaultProps: { disableRipple: lessMotion },
        styleOverrides: {
          // Indigo ring with a halo of the page's colour: visible on the pages and on the dark admin drawer alike.
          root: {
            '&.Mui-focusVisible': {
              outline: `2px solid ${dark ? DARK.primary : '#3949ab'}`,
              outlineOffset: 2,
              boxShadow: dark ? '0 0 0 5px rgba(0,0,0,0.9)' : '0 0 0 5px rgba(255,255,255,0.95)',
            },
          },
        },
      },
      // Buttons read exactly as docs/product.md writes them ('Login', 'Save', 'Add Admin'), not upper-cased.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
      },
      // Text typed in Arabic (names, bios, the search box) reads from the right as it is typed: every
      // input and text area takes its direction from its first strong letter (issue 44).
      MuiInputBase: { defaultProps: { slotProps: { input: { dir: 'auto' } } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { border: `1px solid ${dark ? DARK.cardBorder : 'rgba(0,0,0,0.08)'}` } },
      },
      // Papers stay flat colours in dark (MUI lightens raised ones with a white overlay by default).
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // A card clips what overflows it (its rounded corners): a card link's ring is drawn inside the card.
      MuiCardActionArea: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outlineOffset: -4,
              boxShadow: dark ? 'inset 0 0 0 6px rgba(0,0,0,0.9)' : 'inset 0 0 0 6px rgba(255,255,255,0.95)',
            },
          },
        },
      },
    },
  });
}

const themes: Partial<Record<`${Scheme} ${Direction}`, ReturnType<typeof makeTheme>>> = {};

/** The academy's theme in a scheme and a direction (indigo primary, amber accents for ranks and badges), made once. */
export const themeFor = (scheme: Scheme, direction: Direction = 'ltr') =>
  (themes[`${scheme} ${direction}`] ??= makeTheme(scheme, direction));

/** The light theme (component tests; the app picks with `themeFor`). */
export const theme = themeFor('light');

/** Rank colours of the stats page and leaderboard: gold, grey, bronze. */
export const RANK_COLORS = ['#f5b301', '#9e9e9e', '#cd7f32'] as const;
