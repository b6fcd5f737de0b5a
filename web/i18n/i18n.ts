/**
 * The app's one Lingui instance (docs/decisions.md "Two languages from catalogues"). English's
 * frame and homepage texts are in the first download, its other screens' texts come with the
 * first of those screens; Arabic (its whole catalogue, the right-to-left styling and the Arabic
 * font) is one chunk loaded when Arabic is chosen, before its first render. The admin area stays
 * English (issue 47): under /admin the app shows English whatever the visitor chose.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { firstVisitMessages } from '../locales/en';
import { applyToDocument, INTL_LOCALE, LANG_STORAGE_KEY, readLocale, saveLocale, type Locale } from './locale';

export const i18n = setupI18n();
i18n.load('en', firstVisitMessages as unknown as Messages);
// English until told otherwise (the app's start, component tests).
i18n.activate('en', [INTL_LOCALE.en]);

let screenTexts: Promise<void> | undefined;

/**
 * The English texts of the screens after the homepage (web/locales/en-screens.ts), loaded once:
 * a screen's route and a lazily loaded dialog wait for them with their code.
 */
export function loadScreenTexts() {
  return (screenTexts ??= import('../locales/en-screens').then(({ screenMessages }) => {
    i18n.load('en', screenMessages as unknown as Messages);
  }));
}

type ArabicPack = typeof import('./arabic');
let arabic: ArabicPack | undefined;

/** The Arabic chunk once loaded (its right-to-left cache, its server-message lookup). */
export const arabicPack = () => arabic;

/** Loads the language's catalogue if needed, then switches the app and <html> to it. */
export async function activate(locale: Locale) {
  if (locale === 'ar' && !arabic) {
    arabic = await import('./arabic');
    i18n.load('ar', arabic.messages);
  }
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  applyToDocument(locale);
}

export const inAdminArea = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/** The language an address is shown in: English in the admin area, else the visitor's choice. */
export const localeAt = (pathname: string, chosen: Locale = readLocale()): Locale => (inAdminArea(pathname) ? 'en' : chosen);

/** Shows the language an address asks for, when it is not the one shown (a move into or out of /admin). */
export function followAddress(pathname: string) {
  const wanted = localeAt(pathname);
  if (wanted !== i18n.locale) void activate(wanted);
}

/** The visitor chose a language: kept in this browser, then shown. */
export async function chooseLocale(locale: Locale) {
  saveLocale(locale);
  await activate(localeAt(window.location.pathname, locale));
}

/** Follows a choice made in another tab. */
export function followOtherTabs() {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANG_STORAGE_KEY || event.key === null) followAddress(window.location.pathname);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
