/**
 * One rule for light or dark, applied twice: by web/static/boot.js before the first paint, and by
 * colorScheme.ts afterwards. Each case runs the real head script and compares with the module.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChoice, saveChoice, schemeOf, subscribe } from './colorScheme';

const headScript = readFileSync(path.join(__dirname, '../../static/boot.js'), 'utf8');

function systemPrefers(scheme: 'light' | 'dark') {
  const listeners = new Set<() => void>();
  const state = { dark: scheme === 'dark' };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && state.dark;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    /** The device switches to `next` (its 'change' event). */
    switchTo(next: 'light' | 'dark') {
      state.dark = next === 'dark';
      for (const listener of listeners) listener();
    },
  };
}

function clearCookie() {
  document.cookie = 'theme=; path=/; max-age=0';
}

/** What the head script leaves on <html>. */
function runHeadScript() {
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
  // The head script is a classic script of the page: run as the browser runs it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function(headScript)();
  return { theme: document.documentElement.dataset.theme, colorScheme: document.documentElement.style.colorScheme };
}

afterEach(() => {
  localStorage.clear();
  clearCookie();
  vi.unstubAllGlobals();
});

describe('the head script and the module agree', () => {
  const cases: { name: string; storage?: string; cookie?: string; system: 'light' | 'dark'; scheme: 'light' | 'dark' }[] = [
    { name: 'nothing chosen, light system', system: 'light', scheme: 'light' },
    { name: 'nothing chosen, dark system', system: 'dark', scheme: 'dark' },
    { name: 'dark chosen, light system', storage: 'dark', system: 'light', scheme: 'dark' },
    { name: 'light chosen, dark system', storage: 'light', system: 'dark', scheme: 'light' },
    { name: 'system chosen, dark system', storage: 'system', system: 'dark', scheme: 'dark' },
    { name: 'the cookie alone says dark', cookie: 'dark', system: 'light', scheme: 'dark' },
    { name: 'storage wins over the cookie', storage: 'light', cookie: 'dark', system: 'dark', scheme: 'light' },
    {
      name: 'an unknown stored value reads as not chosen',
      storage: 'constructor',
      cookie: 'dark',
      system: 'light',
      scheme: 'dark',
    },
    { name: 'an unknown cookie reads as system', cookie: '__proto__', system: 'dark', scheme: 'dark' },
  ];
  for (const { name, storage, cookie, system, scheme } of cases) {
    it(name, () => {
      systemPrefers(system);
      if (storage) localStorage.setItem('academy.theme', storage);
      if (cookie) document.cookie = `theme=${cookie}; path=/`;
      expect(runHeadScript()).toEqual({ theme: scheme, colorScheme: scheme });
      expect(schemeOf(readChoice())).toBe(scheme);
    });
  }
});

describe('saveChoice', () => {
  it('keeps the choice in storage and in the cookie, and applies it to <html> at once', () => {
    systemPrefers('light');
    saveChoice('dark');
    expect(localStorage.getItem('academy.theme')).toBe('dark');
    expect(document.cookie).toMatch(/(^|; )theme=dark(;|$)/);
    expect(document.documentElement.dataset.theme).toBe('dark');
    // What the next visit's head script reads.
    expect(runHeadScript().theme).toBe('dark');
  });

  it('still keeps the choice in the cookie when storage refuses it', () => {
    systemPrefers('light');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    saveChoice('dark');
    setItem.mockRestore();
    expect(localStorage.getItem('academy.theme')).toBeNull();
    expect(readChoice()).toBe('dark');
    expect(runHeadScript().theme).toBe('dark');
  });
});

describe('subscribe', () => {
  it('tells of a saved choice and of the device switching while `system` is chosen', () => {
    const device = systemPrefers('light');
    const listener = vi.fn();
    const stop = subscribe(listener);
    saveChoice('system');
    expect(listener).toHaveBeenCalledTimes(1);
    device.switchTo('dark');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
    device.switchTo('light');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells of a choice made in another tab', () => {
    systemPrefers('light');
    const listener = vi.fn();
    const stop = subscribe(listener);
    localStorage.setItem('academy.theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'academy.theme' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });
});
