import { describe, expect, it } from 'vitest';
import { achievementCreateSchema, markReadSchema } from './achievements.js';
import { adminUpdateSchema } from './admins.js';
import { enrollSchema } from './enrollments.js';
import { courseSchema } from './courses.js';
import { idParams, withoutInvisibleControls } from './fields.js';
import { VALIDATION } from './form-messages.js';
import { projectSchema } from './projects.js';
import { settingsSchema } from './settings.js';
import { skillSchema, userSkillsSchema } from './skills.js';
import { studentSubmissionAddSchema } from './submissions.js';
import { avatarUpdateSchema, userCreateSchema } from './users.js';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('shared field rules', () => {
  it('require name, a valid e-mail and a 6-character password, with the spec messages', () => {
    expect(messagesOf(userCreateSchema.safeParse({ name: '  ', email: 'nope', password: '123' }))).toEqual({
      name: VALIDATION.required,
      email: VALIDATION.email,
      password: VALIDATION.password,
    });
    expect(messagesOf(userCreateSchema.safeParse({}))).toMatchObject({
      name: VALIDATION.required,
      email: VALIDATION.required,
      password: VALIDATION.required,
    });
  });

  it('trim text, lower-case e-mails and turn blank optional fields into null', () => {
    const parsed = userCreateSchema.parse({
      name: ' Mona ',
      email: 'Mona@Academy.TEST',
      password: 'secret1',
      bio: '  ',
      twitter: '',
    });
    expect(parsed).toMatchObject({ name: 'Mona', email: 'mona@academy.test', bio: null, twitter: null });
  });

  it('keep the current password when the edit form leaves it blank', () => {
    expect(adminUpdateSchema.parse({ name: 'A', email: 'a@b.co', password: '' }).password).toBeUndefined();
    expect(messagesOf(adminUpdateSchema.safeParse({ name: 'A', email: 'a@b.co', password: '12' }))).toEqual({
      password: VALIDATION.password,
    });
  });

  it('refuse a bio over 500 characters', () => {
    const result = userCreateSchema.safeParse({ name: 'A', email: 'a@b.co', password: 'secret1', bio: 'x'.repeat(501) });
    expect(messagesOf(result)).toEqual({ bio: VALIDATION.bioTooLong });
  });

  it('accept numbers typed into forms and refuse negative prices', () => {
    expect(enrollSchema.parse({ user_id: '3', course_id: 4, price: '1500.50' })).toEqual({
      user_id: 3,
      course_id: 4,
      price: 1500.5,
      got_discount: false,
    });
    expect(messagesOf(enrollSchema.safeParse({ user_id: 1, course_id: 1, price: -1 }))).toEqual({ price: VALIDATION.minZero });
    expect(messagesOf(enrollSchema.safeParse({ user_id: 1, course_id: 1 }))).toEqual({ price: VALIDATION.required });
  });

  it('accept only http:// and https:// project links', () => {
    expect(messagesOf(studentSubmissionAddSchema.safeParse({ project_id: 1, url: 'ftp://x.y' }))).toEqual({
      url: VALIDATION.url,
    });
    expect(messagesOf(studentSubmissionAddSchema.safeParse({}))).toEqual({
      project_id: VALIDATION.requiredLower,
      url: VALIDATION.requiredLower,
    });
    expect(studentSubmissionAddSchema.safeParse({ project_id: 1, url: 'https://github.com/me/app' }).success).toBe(true);
  });

  it('say what is wrong with a project link: a wrong scheme gets the spec message, an unusable link "Enter A Valid URL"', () => {
    const urlMessage = (url: string) => messagesOf(studentSubmissionAddSchema.safeParse({ project_id: 1, url })).url;
    for (const url of ['ftp://x.org/a', 'github.com/me/app', 'not a url', 'javascript:alert(1)']) {
      expect(urlMessage(url), url).toBe(VALIDATION.url);
    }
    for (const url of [
      'https://',
      'http://',
      'https:// ',
      'https://github.com/me/my app',
      'https://exa mple.com',
      'https://%',
      'https://a b',
    ]) {
      expect(urlMessage(url), url).toBe(VALIDATION.urlInvalid);
    }
    for (const url of ['https://github.com/me/app', 'http://localhost:3000/x?y=1#z', 'HTTPS://Example.com']) {
      expect(urlMessage(url), url).toBeUndefined();
    }
  });

  it('limit avatars to avatar1..avatar20, with "default" meaning the default image', () => {
    expect(avatarUpdateSchema.parse({ avatar: 'avatar20' })).toEqual({ avatar: 'avatar20' });
    expect(avatarUpdateSchema.parse({ avatar: 'default' })).toEqual({ avatar: null });
    expect(avatarUpdateSchema.safeParse({ avatar: 'avatar21' }).success).toBe(false);
  });
});

describe('single-line text', () => {
  const removed = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
    0x2028,
    0x2029,
    0x202a,
    0x202b,
    0x202c,
    0x202d,
    0x202e,
    0x2066,
    0x2067,
    0x2068,
    0x2069,
  ].map((code) => String.fromCharCode(code));

  it('loses C0 and C1 controls, bidi embeddings, overrides and isolates, and line and paragraph separators', () => {
    expect(withoutInvisibleControls(`M${removed.join('')}ona`)).toBe('Mona');
    expect(userCreateSchema.parse({ name: ' \u202eMona\u0000 Adel\u2066 ', email: 'a@b.co', password: 'secret1' }).name).toBe(
      'Mona Adel',
    );
  });

  it('keeps ZWJ, ZWNJ, LRM and RLM, which Arabic and Persian names need, and the rest of the text', () => {
    const kept = 'محمد\u200Cعلي \u200D\u200E\u200F 👩\u200D💻 é\u00a0\u200b\ufeff\u061c';
    expect(withoutInvisibleControls(kept)).toBe(kept);
    expect(projectSchema.parse({ name: 'محمد\u200Cعلي', course_id: 1, points_value: 1 }).name).toBe('محمد\u200Cعلي');
  });

  it("gives a name of nothing but controls the field's required message", () => {
    const onlyControls = `\u202e${removed.join('')}\u2066`;
    expect(messagesOf(userCreateSchema.safeParse({ name: onlyControls, email: 'a@b.co', password: 'secret1' }))).toEqual({
      name: VALIDATION.required,
    });
    expect(messagesOf(skillSchema.safeParse({ name: onlyControls }))).toEqual({ name: VALIDATION.nameRequired });
    expect(messagesOf(courseSchema.safeParse({ title: onlyControls }))).toEqual({ title: VALIDATION.required });
  });

  it('cleans every single-line field the forms take, and keeps multi-line ones as written', () => {
    const spoof = (text: string) => `\u202e${text}\u0085`;
    expect(
      courseSchema.parse({ title: spoof('Web'), description: 'line 1\nline 2\u202e', link: spoof('https://a.dev/x') }),
    ).toMatchObject({
      title: 'Web',
      description: 'line 1\nline 2\u202e',
      link: 'https://a.dev/x',
    });
    expect(achievementCreateSchema.parse({ name: spoof('Star'), description: 'd', points: 1, manual: 1 }).name).toBe('Star');
    expect(adminUpdateSchema.parse({ name: spoof('Root'), email: 'a@b.co' }).name).toBe('Root');
    expect(
      userCreateSchema.parse({ name: 'a', email: 'a@b.co', password: 'secret1', github: spoof('mona'), title: spoof('Star') }),
    ).toMatchObject({
      github: 'https://github.com/mona',
      title: 'Star',
    });
    expect(settingsSchema.parse({ academy_name: spoof('Dev Academy') }).academy_name).toBe('Dev Academy');
    expect(settingsSchema.parse({ academy_name: spoof('') }).academy_name).toBeNull();
  });
});

describe('values of the wrong kind', () => {
  it('say what the field expects instead of "required"', () => {
    expect(messagesOf(userCreateSchema.safeParse({ name: 12, email: ['a'], password: 123456 }))).toEqual({
      name: VALIDATION.text,
      email: VALIDATION.text,
      password: VALIDATION.text,
    });
    expect(messagesOf(enrollSchema.safeParse({ user_id: 1, course_id: 1, price: 5, got_discount: 'yes' }))).toEqual({
      got_discount: VALIDATION.trueOrFalse,
    });
    expect(messagesOf(enrollSchema.safeParse({ user_id: '1e3', course_id: 1, price: 5 }))).toEqual({
      user_id: VALIDATION.integer,
    });
  });

  it('refuse a NUL character, which the database cannot store, in text of several lines (single lines lose it)', () => {
    const input = { name: 'a\u0000b', email: 'a@b.co', password: 'secret1', bio: 'x\u0000' };
    expect(messagesOf(userCreateSchema.safeParse(input))).toEqual({ bio: VALIDATION.notAllowedCharacters });
    expect(userCreateSchema.parse({ ...input, bio: 'x' }).name).toBe('ab');
  });

  it('name numbers that are too large and lists that are not lists or too long', () => {
    const base = { name: 'a', description: 'b', manual: 1 };
    expect(messagesOf(achievementCreateSchema.safeParse({ ...base, points: 2 ** 31 }))).toEqual({ points: VALIDATION.tooLarge });
    expect(messagesOf(markReadSchema.safeParse({ ids: 'x' }))).toEqual({ ids: VALIDATION.list });
    expect(messagesOf(userSkillsSchema.safeParse({ skill_ids: Array.from({ length: 501 }, (_, i) => i + 1) }))).toEqual({
      skill_ids: VALIDATION.tooManyItems,
    });
    expect(messagesOf(userSkillsSchema.safeParse({ skill_ids: [-1] }))).toEqual({ 'skill_ids.0': VALIDATION.invalidId });
  });

  it('answer "Invalid id" for any path id that is not a positive whole number', () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
      expect(messagesOf(idParams.safeParse({ id })), id).toEqual({ id: VALIDATION.invalidId });
    }
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
  });
});

describe('achievement rules', () => {
  it('use the spec messages for name, description, points and type', () => {
    expect(messagesOf(achievementCreateSchema.safeParse({}))).toMatchObject({
      name: VALIDATION.nameRequired,
      description: VALIDATION.descriptionRequired,
      points: VALIDATION.pointsRequired,
      manual: VALIDATION.typeRequired,
    });
    expect(messagesOf(achievementCreateSchema.safeParse({ name: 'a', description: 'b', points: 0, manual: 1 }))).toEqual({
      points: VALIDATION.pointsPositive,
    });
  });

  it('require a rule for automatic achievements and drop it for manual ones', () => {
    const base = { name: 'First', description: 'First project', points: 10 };
    expect(messagesOf(achievementCreateSchema.safeParse({ ...base, manual: 0 }))).toEqual({
      rule_metric: 'Rule Metric is Required',
      rule_threshold: 'Rule Threshold is Required',
    });
    expect(messagesOf(achievementCreateSchema.safeParse({ ...base, manual: 0, rule_metric: 'foo', rule_threshold: 1 }))).toEqual({
      rule_metric: VALIDATION.ruleMetricUnknown,
    });
    expect(
      achievementCreateSchema.parse({ ...base, manual: 0, rule_metric: 'projects_count', rule_threshold: '1' }),
    ).toMatchObject({
      manual: false,
      rule_metric: 'projects_count',
      rule_threshold: 1,
    });
    expect(achievementCreateSchema.parse({ ...base, manual: 1, rule_metric: 'projects_count', rule_threshold: 3 })).toMatchObject(
      {
        manual: true,
        rule_metric: null,
        rule_threshold: null,
      },
    );
  });
});
