/**
 * The texts of a language as the app shows them, read from its catalogue (web/locales/<locale>/),
 * so a test in Arabic looks its strings up instead of writing them out (issue 47).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey } from '../../web/locales/en';

export type Locale = 'en' | 'ar';
/** Western digits in both languages (web/i18n/locale.ts INTL_LOCALE). */
const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' };
const LOCALES_DIR = path.join(import.meta.dirname, '../../web/locales');

function messagesOf(locale: Locale) {
  const dir = path.join(LOCALES_DIR, locale);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const texts = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
    const prefix = file === 'server.json' ? 'server:' : '';
    for (const [key, text] of Object.entries(texts)) messages[prefix + key] = text;
  }
  return messages;
}

export type Texts = {
  /** A screen's text by its key, with its values. */
  (key: MessageKey, values?: Record<string, string | number>): string;
  /** A server or contract message by its code (contracts/message-codes.ts); in English, `english` itself. */
  server: (code: string, english: string, values?: Record<string, unknown>) => string;
  locale: Locale;
};

const made = new Map<Locale, Texts>();

/** The texts of `locale`. */
export function textsOf(locale: Locale): Texts {
  const known = made.get(locale);
  if (known) return known;
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  const messages = messagesOf(locale);
  i18n.load(locale, messages);
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  const texts = ((key, values) => i18n._(key, values)) as Texts;
  texts.server = (code, english, values) =>
    locale === 'en' || !(`server:${code}` in messages) ? english : i18n._(`server:${code}`, values);
  texts.locale = locale;
  made.set(locale, texts);
  return texts;
}
