/**
 * The registry of message codes (message-codes.ts) and the web's Arabic catalogue of server
 * messages (web/locales/ar/server.json) hold the same codes; every text is ICU MessageFormat that
 * Lingui compiles; a message with values names exactly the values its English uses, its English
 * reads as the contract's own text, and its Arabic uses only those values with all of Arabic's
 * plural forms.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ARABIC_PLURAL_FORMS, icuShape } from './icu-shape.js';
import { BUSY, LOAD_FAILED } from './messages.js';
import { ENROLLMENTS, SUBMISSIONS, SUCCESS } from './form-messages.js';
import { COHORTS, MODERATION } from './admin-messages.js';
import {
  codeOfMessage,
  MESSAGE_CODES,
  MESSAGE_ENGLISH,
  messageWithValues,
  WITH_VALUES,
  type MessageParams,
  type ValuesCode,
} from './message-codes.js';

const arabic = JSON.parse(readFileSync(path.join(__dirname, '../web/locales/ar/server.json'), 'utf8')) as Record<string, string>;

/** Values for each message with values: small figures (the English of a figure of 1,000 groups its digits as the contract does). */
const SAMPLES: { [Code in ValuesCode]: Parameters<(typeof WITH_VALUES)[Code]['text']>[0][] } = {
  'enrollments.hasSubmissions': [
    { count: 1, points: 1 },
    { count: 2, points: 31 },
  ],
  'uploads.tooManyPixels': [{ width: 8000, height: 6000, megapixels: 40 }],
  'payments.tooManyMonths': [{ max: 120 }],
  'payments.deletedAdmin': [{ name: 'Mona' }],
  'bulk.tooMany': [{ max: 100_000 }],
  'bulk.enrolled': [
    { changed: 1, refused: 0 },
    { changed: 3, refused: 2 },
  ],
  'bulk.given': [
    { changed: 0, refused: 1 },
    { changed: 12, refused: 0 },
  ],
  'moderation.accountSuspended': [{ reason: 'Copied projects' }],
  'invitations.sent': [{ email: 'mona@academy.test' }],
  'invitations.dailyLimit': [
    { wanted: 1, left: 0, limit: 200 },
    { wanted: 1500, left: 3, limit: 1000 },
  ],
  'cohorts.tooManyRows': [{ max: 5000 }],
  'cohorts.unknownColumn': [{ column: 'phone' }],
  'cohorts.repeatedColumn': [{ column: 'email' }],
  'cohorts.duplicateEmail': [{ row: 7 }],
  'cohorts.tooManyCourses': [{ max: 20 }],
  'cohorts.tooManyEnrollments': [{ max: 20_000 }],
  'cohorts.tooManyLines': [{ max: 50_000 }],
  'cohorts.alreadyEnrolledAt': [
    { price: '1,349,520.50 EGP', discount: 'yes' },
    { price: '0.00 EGP', discount: 'no' },
  ],
  'cohorts.imported': [
    { created: 1, updated: 0, enrolled: 1, unchanged: 0, invited: 0 },
    { created: 1234, updated: 2, enrolled: 2, unchanged: 5, invited: 1 },
  ],
  'cohorts.delivered': [{ sent: 1200, total: 1500 }],
};

describe('the message codes', () => {
  it('are <group>.<key> of the contract constants, a bare constant by its name', () => {
    expect(MESSAGE_ENGLISH['auth.unauthenticated']).toBe('Unauthenticated.');
    expect(MESSAGE_ENGLISH['loadFailed.course']).toBe(LOAD_FAILED.course);
    expect(MESSAGE_ENGLISH.busy).toBe(BUSY);
    expect(MESSAGE_CODES.length).toBeGreaterThan(300);
    expect(new Set(MESSAGE_CODES).size).toBe(MESSAGE_CODES.length);
  });

  it('find a text without values by its English, the same code every time for a text two groups share', () => {
    expect(codeOfMessage(ENROLLMENTS.alreadyEnrolled)).toBe('enrollments.alreadyEnrolled');
    expect(codeOfMessage(SUBMISSIONS.added)).toBe(codeOfMessage(SUCCESS.projectAdded));
    expect(codeOfMessage(MODERATION.accountSuspendedNoReason)).toBe('moderation.accountSuspendedNoReason');
    expect(codeOfMessage('Something no contract says')).toBeUndefined();
    for (const code of MESSAGE_CODES) {
      if (code in WITH_VALUES) continue;
      expect(MESSAGE_ENGLISH[codeOfMessage(MESSAGE_ENGLISH[code])!], code).toBe(MESSAGE_ENGLISH[code]);
    }
  });

  it('give a message with values its contract text, its code and the values', () => {
    expect(messageWithValues('enrollments.hasSubmissions', { count: 2, points: 31 })).toEqual({
      message: ENROLLMENTS.hasSubmissions(2, 31),
      code: 'enrollments.hasSubmissions',
      params: { count: 2, points: 31 },
    });
  });
});

describe('the English of the registry', () => {
  it('is ICU MessageFormat that reads, for a text without values, as the text itself', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const code of MESSAGE_CODES) {
      const compiled = compileMessageOrThrow(MESSAGE_ENGLISH[code]);
      if (!(code in WITH_VALUES)) {
        english.load('en', { [code]: compiled });
        expect(english._(code), code).toBe(MESSAGE_ENGLISH[code]);
      }
    }
  });

  it('of a message with values uses exactly its values, and reads as the contract function writes it', () => {
    const english = setupI18n({
      locale: 'en',
      messages: {
        en: Object.fromEntries(Object.entries(WITH_VALUES).map(([code, { english }]) => [code, compileMessage(english)])),
      },
    });
    for (const [code, entry] of Object.entries(WITH_VALUES) as [ValuesCode, (typeof WITH_VALUES)[ValuesCode]][]) {
      expect([...icuShape(entry.english).values].sort(), code).toEqual([...entry.params].sort());
      const samples = SAMPLES[code] as MessageParams[];
      expect(samples.length, code).toBeGreaterThan(0);
      for (const values of samples) {
        expect(Object.keys(values).sort(), code).toEqual([...entry.params].sort());
        expect(english._(code, values), code).toBe((entry.text as (values: MessageParams) => string)(values));
      }
    }
    // The contract's own function, for a message whose values are not its arguments one by one.
    expect(english._('cohorts.alreadyEnrolledAt', { price: '1,349,520.50 EGP', discount: 'yes' })).toBe(
      COHORTS.alreadyEnrolledAt(1349520.5, true),
    );
  });
});

describe('the Arabic catalogue of server messages (web/locales/ar/server.json)', () => {
  it('has exactly the codes of the registry, sorted', () => {
    expect(Object.keys(arabic)).toEqual([...MESSAGE_CODES].sort());
  });

  it('compiles every text, takes only the values of its English, and gives every Arabic plural form', () => {
    for (const [code, text] of Object.entries(arabic)) {
      expect(() => compileMessageOrThrow(text), code).not.toThrow();
      const { values, plurals } = icuShape(text);
      const english = icuShape(MESSAGE_ENGLISH[code as keyof typeof MESSAGE_ENGLISH] ?? '').values;
      expect([...values].sort(), code).toEqual([...english].sort());
      for (const forms of plurals) expect(forms, code).toEqual(expect.arrayContaining(ARABIC_PLURAL_FORMS));
    }
  });

  it('writes Arabic with Western digits and no ASCII apostrophe (ICU quoting)', () => {
    for (const [code, text] of Object.entries(arabic)) {
      expect(text, code).toMatch(/[\u0600-\u06ff]/);
      expect(text, code).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9']/);
    }
  });

  it('reads with its values in Arabic (plural forms by Arabic rules)', () => {
    const i18n = setupI18n({
      locale: 'ar',
      messages: { ar: Object.fromEntries(Object.entries(arabic).map(([code, text]) => [code, compileMessage(text)])) },
    });
    expect(i18n._('bulk.enrolled', { changed: 2, refused: 0 })).toBe('سُجِّل مستخدمان');
    expect(i18n._('bulk.enrolled', { changed: 11, refused: 3 })).toBe('سُجِّل 11 مستخدمًا، ورُفض 3 مستخدمين');
    expect(i18n._('enrollments.hasSubmissions', { count: 1, points: 2 })).toContain('تسليم واحد (نقطتان)');
  });
});
