/**
 * English or Arabic (issue 47). A visitor's choice is kept in this browser's storage
 * (`academy.lang`) and in a `lang` cookie (a year), so that a server can render in it; signing out
 * clears neither. With no choice, the browser's first language decides (docs/decisions.md "Arabic
 * for whom"); `?lang=ar` on an address is read on entry and kept as the choice.
 *
 * Before the first paint, web/static/boot.js applies the same rule to <html> (`lang`, `dir`);
 * locale.test.ts holds both to it. web/i18n/i18n.ts loads the chosen language's catalogue.
 */
export type Locale = 'en' | 'ar';

export const LOCALES: readonly Locale[] = ['en', 'ar'];
export const LANG_STORAGE_KEY = 'academy.lang';
export const LANG_COOKIE = 'lang';
/** The address parameter a shared link carries for an Arabic reader (the Share button adds it). */
export const LANG_PARAM = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** How each language writes figures and dates: Western digits in both (the specification's figures), Arabic month names. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' };

export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');

function storedLocale(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // Storage refused (a privacy mode): the cookie still says it.
    return null;
  }
}

/** The language of the browser's first preference, when it is one of ours' (Arabic), else English. */
export function browserLocale(): Locale {
  const first = navigator.languages?.[0] ?? navigator.language ?? '';
  return /^ar(-|$)/i.test(first) ? 'ar' : 'en';
}

/** The visitor's choice: from storage, else from the cookie, else the browser's language. */
export function readLocale(): Locale {
  const stored = storedLocale();
  if (isLocale(stored)) return stored;
  const cookie = COOKIE_VALUE.exec(document.cookie)?.[1];
  return isLocale(cookie) ? cookie : browserLocale();
}

/** Keeps the choice in storage and in the cookie. */
export function saveLocale(locale: Locale) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // The cookie alone keeps it.
  }
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
}

/** The language to start in: `?lang=` of the address (then kept as the choice), else the choice. */
export function localeOnEntry(): Locale {
  const asked = new URLSearchParams(window.location.search).get(LANG_PARAM);
  if (!isLocale(asked)) return readLocale();
  saveLocale(asked);
  return asked;
}

/** What boot.js does before the first paint, done again when the language changes. */
export function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
