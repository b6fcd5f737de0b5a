/**
 * Light or dark (issue 46). A visitor's choice is `light`, `dark` or `system` (the default: the
 * phone's or computer's setting, `prefers-color-scheme`). It is kept in this browser's storage
 * (`academy.theme`) and in a `theme` cookie, so that a server may one day render in it.
 *
 * Before the first paint, web/static/boot.js (loaded first in index.html's head) applies the same
 * rule to <html> (`data-theme`, `color-scheme`): nothing light shows before a dark page. This module
 * is what the app reads and changes afterwards; colorScheme.test.ts holds both to one rule.
 */
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type Scheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
export const THEME_STORAGE_KEY = 'academy.theme';
export const THEME_COOKIE = 'theme';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DARK_QUERY = '(prefers-color-scheme: dark)';
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`);

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

function storedChoice(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused (a privacy mode): the cookie still says it.
    return null;
  }
}

/** The visitor's choice: from storage, else from the cookie, else `system`. */
export function readChoice(): ThemeChoice {
  const stored = storedChoice();
  if (isChoice(stored)) return stored;
  const cookie = COOKIE_VALUE.exec(document.cookie)?.[1];
  return isChoice(cookie) ? cookie : 'system';
}

const systemDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/** The scheme a choice gives on this device now. */
export const schemeOf = (choice: ThemeChoice): Scheme => (choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice);

/** What boot.js does before the first paint, done again when the scheme changes. */
function applyToDocument(scheme: Scheme) {
  const root = document.documentElement;
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
}

const listeners = new Set<() => void>();
const changed = () => {
  applyToDocument(schemeOf(readChoice()));
  for (const listener of listeners) listener();
};

/** Keeps the choice in storage and in the cookie (a year), and applies it at once. */
export function saveChoice(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // The cookie alone keeps it.
  }
  document.cookie = `${THEME_COOKIE}=${choice}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  changed();
}

/** Calls `listener` when the choice or the system's setting changes (in this tab or another). */
export function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage);
    window.matchMedia?.(DARK_QUERY).addEventListener?.('change', changed);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    window.matchMedia?.(DARK_QUERY).removeEventListener?.('change', changed);
  };
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY || event.key === null) changed();
}

// One string per state, so that useSyncExternalStore sees an unchanged snapshot as equal.
const snapshot = () => {
  const choice = readChoice();
  return `${choice}:${schemeOf(choice)}`;
};

/** The visitor's choice, the scheme it gives now, and a way to change it. */
export function useColorScheme(): { choice: ThemeChoice; scheme: Scheme; choose: (choice: ThemeChoice) => void } {
  const [choice, scheme] = useSyncExternalStore(subscribe, snapshot).split(':') as [ThemeChoice, Scheme];
  return { choice, scheme, choose: saveChoice };
}
