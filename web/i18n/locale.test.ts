/**
 * One rule for English or Arabic, applied twice: by web/static/boot.js before the first paint
 * (`lang` and `dir` on <html>), and by locale.ts / i18n.ts afterwards. Each case runs the real head
 * script and compares with the modules; the expected language is written out by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeAt } from './i18n';
import { LANG_COOKIE, LANG_STORAGE_KEY, localeOnEntry, readLocale, saveLocale } from './locale';

const headScript = readFileSync(path.join(__dirname, '../static/boot.js'), 'utf8');

function runHeadScript() {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  // The head script is a classic script of the page: run as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(headScript)();
  return { lang: document.documentElement.getAttribute('lang'), dir: document.documentElement.getAttribute('dir') };
}

function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  document.cookie = `${LANG_COOKIE}=; path=/; max-age=0`;
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the head script and the app agree', () => {
  const cases: { name: string; browser: string[]; storage?: string; cookie?: string; address?: string; lang: 'en' | 'ar' }[] = [
    { name: 'an English browser, nothing chosen', browser: ['en-US', 'ar'], lang: 'en' },
    { name: 'an Arabic browser, nothing chosen', browser: ['ar-EG', 'en'], lang: 'ar' },
    { name: 'plain ar first', browser: ['ar'], lang: 'ar' },
    { name: 'Arabic second only', browser: ['fr', 'ar'], lang: 'en' },
    { name: 'arn (Mapudungun) is not Arabic', browser: ['arn'], lang: 'en' },
    { name: 'English chosen on an Arabic browser', browser: ['ar'], storage: 'en', lang: 'en' },
    { name: 'the cookie alone says Arabic', browser: ['en'], cookie: 'ar', lang: 'ar' },
    { name: 'storage wins over the cookie', browser: ['en'], storage: 'en', cookie: 'ar', lang: 'en' },
    { name: 'an unknown stored value reads as not chosen', browser: ['en'], storage: 'constructor', cookie: 'ar', lang: 'ar' },
    { name: '?lang=ar wins over the choice', browser: ['en'], storage: 'en', address: '/user/3?lang=ar', lang: 'ar' },
    { name: 'an unknown ?lang is ignored', browser: ['en'], storage: 'ar', address: '/?lang=fr', lang: 'ar' },
    { name: 'the admin area is English', browser: ['ar'], storage: 'ar', address: '/admin/users?lang=ar', lang: 'en' },
  ];
  for (const { name, browser, storage, cookie, address, lang } of cases) {
    it(name, () => {
      browserPrefers(...browser);
      if (storage) localStorage.setItem(LANG_STORAGE_KEY, storage);
      if (cookie) document.cookie = `${LANG_COOKIE}=${cookie}; path=/`;
      if (address) window.history.replaceState(null, '', address);
      expect(runHeadScript()).toEqual({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
      expect(localeAt(window.location.pathname, localeOnEntry())).toBe(lang);
    });
  }
});

describe('the choice', () => {
  it('is kept in storage and in a cookie of a year', () => {
    browserPrefers('en');
    saveLocale('ar');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('ar');
    expect(document.cookie).toContain(`${LANG_COOKIE}=ar`);
    expect(readLocale()).toBe('ar');
  });

  it('?lang=ar on entry is kept, so the next address without it stays Arabic', () => {
    browserPrefers('en');
    window.history.replaceState(null, '', '/leaderboard?lang=ar');
    expect(localeOnEntry()).toBe('ar');
    window.history.replaceState(null, '', '/users');
    expect(localeOnEntry()).toBe('ar');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('ar');
  });

  it('survives refused storage through the cookie', () => {
    browserPrefers('en');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    saveLocale('ar');
    expect(readLocale()).toBe('ar');
    expect(runHeadScript().lang).toBe('ar');
  });
});
