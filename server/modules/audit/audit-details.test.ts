/**
 * Audit lines of the writes that touch many records at once (bulk actions, the cohort import) and
 * of settings read as text a person understands (issue 20 item 10): the students, the course and
 * the achievement by name, settings as the Settings screen names them; no bare ids, id lists or
 * environment variable names. The oracle is the names the test put in the database.
 */
import { describe, expect, it } from 'vitest';
import { SETTING_ENV } from '../../../contracts/settings.js';
import { createAchievement, createCourse, createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken, call } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';

const t = useTestApp();

type Line = { action: string; entity: string; summary: string; before: unknown; after: unknown };

/** Every place in a line's before/after a person would read as an id or as raw data. */
function unreadable(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      typeof item === 'number' ? [`${path}[${i}] is a bare number`] : unreadable(item, `${path}[${i}]`),
    );
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const named = 'name' in value && entries.every(([key]) => key === 'id' || key === 'name');
    return entries.flatMap(([key, item]) => {
      if (/(^|_)ids?$/.test(key) && !named) return [`${path}.${key} is an id`];
      if (item && typeof item === 'object' && !Array.isArray(item) && !('name' in item)) return [`${path}.${key} is raw data`];
      return unreadable(item, `${path}.${key}`);
    });
  }
  return [];
}

/** What the Audit Log shows of a line: its summary and every value of before/after, flattened. */
const shownText = (line: Line) => JSON.stringify([line.summary, line.before, line.after]);

async function logLines(token: string) {
  const reply = await call(t.app, 'GET', '/api/admin/audit-log?per_page=50', { token });
  expect(reply.status).toBe(200);
  return reply.body.entries as Line[];
}

describe('audit lines of bulk actions, the import and settings', () => {
  it('name the students, the course, the achievement and the settings', async () => {
    const token = await adminToken(t.app);
    const sara = await createUser(t.db, { name: 'Sara Ali', email: 'sara@academy.test' });
    const omar = await createUser(t.db, { name: 'Omar Nabil', email: 'omar@academy.test' });
    const course = await createCourse(t.db, { title: 'Web Basics' });
    const mentor = await createAchievement(t.db, { name: 'Mentor', manual: true });

    const bulk = [
      ['/api/admin/users/bulk/enroll', { user_ids: [sara.id, omar.id], course_id: course.id, price: 1200 }],
      ['/api/admin/users/bulk/achievement', { user_ids: [sara.id, omar.id], achievement_id: mentor.id }],
    ] as const;
    for (const [url, body] of bulk) expect((await runJob(t.app, url, { token, body })).status).toBe(200);

    const csv = [
      'name,email,password,courses',
      'Mona Adel,mona@academy.test,,Web Basics:900',
      'Sara Ali Hassan,sara@academy.test,,',
    ].join('\n');
    const previewed = await call(t.app, 'POST', '/api/admin/import/users/preview', { token, body: { csv } });
    const imported = await runJob(t.app, '/api/admin/import/users', {
      token,
      body: { csv, preview_id: previewed.body.preview_id },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    const saved = await call(t.app, 'PUT', '/api/admin/settings', {
      token,
      body: { academy_name: 'Cairo Code School', social_x: 'https://x.com/cairocode' },
    });
    expect(saved.status).toBe(200);

    const lines = await logLines(token);
    const line = (action: string, entity: string) => {
      const found = lines.find((entry) => entry.action === action && entry.entity === entity);
      expect(found, `${action} ${entity}`).toBeDefined();
      return found!;
    };
    const enrolled = line('enroll', 'course');
    const awarded = line('award', 'achievement');
    const cohort = line('import', 'user');
    const settings = line('update', 'setting');

    for (const each of [enrolled, awarded, cohort, settings]) {
      expect(unreadable(each.after), each.summary).toEqual([]);
      expect(unreadable(each.before), each.summary).toEqual([]);
    }
    for (const each of [enrolled, awarded]) {
      expect(shownText(each)).toContain('Sara Ali');
      expect(shownText(each)).toContain('Omar Nabil');
    }
    expect(shownText(enrolled)).toContain('Web Basics');
    expect(shownText(awarded)).toContain('Mentor');
    expect(shownText(cohort)).toContain('Mona Adel');
    expect(shownText(cohort)).toContain('Sara Ali Hassan');
    expect(shownText(cohort)).toMatch(/Mona Adel[^"]*Web Basics/);
    for (const variable of Object.values(SETTING_ENV)) expect(settings.summary).not.toContain(variable);
    expect(settings.summary).toContain('Academy Name');
  });
});
