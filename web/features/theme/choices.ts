import type { MessageKey } from '../../locales/en';
import type { ThemeChoice } from './colorScheme';

/** The three choices as the toggle names them (their texts' keys), in this order. */
export const THEME_OPTIONS: readonly { choice: ThemeChoice; label: MessageKey }[] = [
  { choice: 'light', label: 'layout.theme.light' },
  { choice: 'dark', label: 'layout.theme.dark' },
  { choice: 'system', label: 'layout.theme.system' },
];

export const themeLabel = (choice: ThemeChoice) => THEME_OPTIONS.find((option) => option.choice === choice)!.label;
