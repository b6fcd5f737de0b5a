import type { ThemeChoice } from './colorScheme';

/** The three choices as the toggle names them, in this order. */
export const THEME_OPTIONS: readonly { choice: ThemeChoice; label: string }[] = [
  { choice: 'light', label: 'Light' },
  { choice: 'dark', label: 'Dark' },
  { choice: 'system', label: 'System' },
];

export const themeLabel = (choice: ThemeChoice) => THEME_OPTIONS.find((option) => option.choice === choice)!.label;
