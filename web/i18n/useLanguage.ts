import { studentSession } from '../api/session';
import { chooseLocale } from './i18n';
import type { Locale } from './locale';
import { useShownLocale } from './useT';

/** Kept in this browser (web/i18n/locale.ts), and on a signed-in student's account for the mails. */
function choose(locale: Locale) {
  void chooseLocale(locale);
  if (studentSession.isSignedIn()) {
    // The profile's code comes with the first change, not with the homepage.
    void import('../features/profile/api').then(({ saveLocaleOnAccount }) => saveLocaleOnAccount(locale));
  }
}

/** The language shown, and a way to change it. */
export function useLanguage(): { locale: Locale; choose: (locale: Locale) => void } {
  return { locale: useShownLocale() === 'ar' ? 'ar' : 'en', choose };
}

/** Each language named in itself, whatever the language shown. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };
