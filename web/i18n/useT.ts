import { useSyncExternalStore } from 'react';
import type { MessageKey } from '../locales/en';
import { arabicPack, i18n } from './i18n';

/** The values a text's placeholders take (`{count}`, `{name}`). */
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;
/** An answer's English `message` with the `code` and `params` the server sends beside it. */
export type Say = (text: string, code?: string, params?: Record<string, unknown>) => string;

/** A text of the catalogue outside React (a toast, a title): in the language shown now. */
export const t: Translate = (key, values) => i18n._(key, values);

/**
 * A message written in English by the server or the contracts (errors, toasts, field errors,
 * empty states), in the language shown now: as it is in English, else its Arabic by code or text.
 */
export const say: Say = (text, code, params) => {
  const arabic = i18n.locale === 'ar' ? arabicPack() : undefined;
  return arabic ? arabic.arabicOf(text, code, params, (id, values) => i18n._(id, values)) : text;
};

// Lingui says 'change' when the language changes and when texts are loaded into it (en-screens.ts).
let changes = 0;
i18n.on('change', () => changes++);
const onChange = (listener: () => void) => i18n.on('change', listener);
const shown = () => `${changes}:${i18n.locale}`;

/**
 * The language shown now, for a component: it renders again when the language changes. Lingui's
 * own React binding would do the same through a provider; this store needs none (no wrapper in the
 * app or in component tests).
 */
export const useShownLocale = () => useSyncExternalStore(onChange, shown).split(':')[1];

/** `t` for a component: it renders again when the language changes. */
export function useT(): Translate {
  useShownLocale();
  return t;
}

/** `say` for a component: it renders again when the language changes. */
export function useSay(): Say {
  useShownLocale();
  return say;
}
