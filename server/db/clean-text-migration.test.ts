import { readFile } from 'node:fs/promises';
import { asc, eq, isNull, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requiredText } from '../../contracts/fields.js';
import { VALIDATION } from '../../contracts/form-messages.js';
import { achievements, auditLog, courses, projects, settings, skills, userProjects, users } from './schema.js';
import { award, createAchievement, createCourse, createProject, createSkill, createUser, submit } from '../test/factories.js';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();

/**
 * Every character of the Basic Multilingual Plane but NUL (text cannot hold it) and the surrogates,
 * spread over names of at most 200 characters (a name is indexed).
 */
const EVERY_CHARACTER = Array.from({ length: 0x10000 }, (_, code) => code)
  .filter((code) => code > 0 && (code < 0xd800 || code > 0xdfff))
  .map((code) => String.fromCharCode(code))
  .join('');
const CHUNKS = Array.from(
  { length: Math.ceil(EVERY_CHARACTER.length / 200) },
  // Each with a control, so that the migration takes each row (it leaves a row without controls alone).
  (_, i) => `\u202e${EVERY_CHARACTER.slice(i * 200, i * 200 + 200)}`,
);

const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16)).join(' ');

/** The name as the contracts now take it: cleaned, then trimmed. */
const asTheFormsTakeIt = (name: string) => requiredText(VALIDATION.required, Infinity).safeParse(name).data ?? '';

async function applyMigration() {
  const file = await readFile(new URL('./migrations/0017_clean_single_line_text.sql', import.meta.url), 'utf8');
  await t.db.execute(sql.raw(file));
}

const systemLines = () =>
  t.db
    .select({
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      summary: auditLog.summary,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(isNull(auditLog.adminId))
    .orderBy(asc(auditLog.entity), asc(auditLog.entityId));

describe('migration 0017: single-line text stored before the rule', () => {
  it('loses the characters the contracts remove, as they remove them; an empty or taken name is renamed and listed', async () => {
    const names = [
      '\u202eMona\u0001 Adel\u2066',
      '\u3000\u202e Omar \u00a0\u2069',
      'محمد\u200Cعلي\u200f',
      'Clean Name',
      '\u202e\u0007\u2028\u009f',
    ];
    const planted = [];
    for (const name of names)
      planted.push(await createUser(t.db, { name, twitter: '\u202ehttps://x.com/mona', title: '\u2066' }));
    const emptied = planted[4];

    const hash = planted[0].passwordHash;
    await t.db.insert(users).values(CHUNKS.map((name, i) => ({ name, email: `chunk${i}@academy.test`, passwordHash: hash })));

    const clean = await createCourse(t.db, { title: 'Web Basics' });
    const taken = await createCourse(t.db, { title: '\u202eweb basics' });
    const first = await createCourse(t.db, { title: 'Py\u2066thon', link: 'https://a.dev/\u202e' });
    const second = await createCourse(t.db, { title: 'py\u2067thon' });
    const blankCourse = await createCourse(t.db, { title: '\u202e' });
    const project = await createProject(t.db, clean.id, { name: '\u2066\u2069' });
    // Project names are unique within their course only.
    await createProject(t.db, clean.id, { name: 'Todo' });
    const sameCourse = await createProject(t.db, clean.id, { name: 'To\u202edo' });
    const otherCourse = await createProject(t.db, first.id, { name: 'To\u202edo' });
    const star = await createAchievement(t.db, { name: 'Star\u202e' });
    await createAchievement(t.db, { name: 'STAR' });
    const holder = await createUser(t.db, { title: 'Star\u202e' });
    await award(t.db, holder.id, star.id);
    const skill = await createSkill(t.db, 'Re\u0008act');
    const submission = await submit(t.db, holder.id, project.id, { url: 'https://github.com/mona/\u202eexe.txt' });
    await t.db.insert(settings).values([
      { key: 'academy_name', value: '\u202e\u2066' },
      { key: 'buy_course_url', value: 'https://academy.example.com/\u202ebuy' },
    ]);

    await applyMigration();

    const rows = await t.db.select().from(users).orderBy(asc(users.id));
    names.forEach((name, i) => {
      const expected = i === 4 ? `Student ${emptied.id}` : asTheFormsTakeIt(name);
      expect(rows[i].name, `name ${i}`).toBe(expected);
      expect(rows[i]).toMatchObject({ twitter: 'https://x.com/mona', title: null });
    });
    expect(rows[2].name).toBe('محمد\u200Cعلي\u200f');
    // The generated columns follow the new name.
    expect(rows[0]).toMatchObject({ name: 'Mona Adel', nameInitial: 'M', nameFolded: 'mona adel', nameSearch: 'mona adel' });
    expect(rows[4]).toMatchObject({ nameInitial: 'S', nameFolded: `student ${emptied.id}` });
    const chunkRows = await t.db
      .select({ name: users.name })
      .from(users)
      .where(like(users.email, 'chunk%'))
      .orderBy(asc(users.id));
    const differences = CHUNKS.flatMap((chunk, i) =>
      chunkRows[i].name === asTheFormsTakeIt(chunk) ? [] : [`${codePoints(chunk)} -> ${codePoints(chunkRows[i].name)}`],
    );
    expect(differences).toEqual([]);

    const courseRows = await t.db
      .select({ id: courses.id, title: courses.title, link: courses.link })
      .from(courses)
      .orderBy(asc(courses.id));
    expect(courseRows).toEqual([
      { id: clean.id, title: 'Web Basics', link: null },
      { id: taken.id, title: `web basics (${taken.id})`, link: null },
      { id: first.id, title: 'Python', link: 'https://a.dev/' },
      { id: second.id, title: `python (${second.id})`, link: null },
      { id: blankCourse.id, title: `Course ${blankCourse.id}`, link: null },
    ]);
    const projectName = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0].name;
    expect(await projectName(project.id)).toBe(`Project ${project.id}`);
    expect(await projectName(sameCourse.id)).toBe(`Todo (${sameCourse.id})`);
    expect(await projectName(otherCourse.id)).toBe('Todo');
    const [renamedStar] = await t.db.select().from(achievements).where(eq(achievements.id, star.id));
    expect(renamedStar.name).toBe(`Star (${star.id})`);
    expect((await t.db.select().from(users).where(eq(users.id, holder.id)))[0].title).toBe(renamedStar.name);
    expect((await t.db.select().from(skills).where(eq(skills.id, skill.id)))[0].name).toBe('React');
    expect((await t.db.select().from(userProjects).where(eq(userProjects.id, submission.id)))[0].url).toBe(
      'https://github.com/mona/exe.txt',
    );
    expect(await t.db.select({ key: settings.key, value: settings.value }).from(settings)).toEqual([
      { key: 'buy_course_url', value: 'https://academy.example.com/buy' },
    ]);

    expect(await systemLines()).toEqual([
      expect.objectContaining({ entity: 'achievement', entityId: star.id }),
      expect.objectContaining({
        entity: 'course',
        entityId: taken.id,
        summary: `Renamed course #${taken.id} to web basics (${taken.id}): without its invisible control characters it is another course's title`,
      }),
      expect.objectContaining({ entity: 'course', entityId: second.id }),
      expect.objectContaining({ entity: 'course', entityId: blankCourse.id }),
      expect.objectContaining({ entity: 'project', entityId: project.id }),
      expect.objectContaining({ entity: 'project', entityId: sameCourse.id }),
      expect.objectContaining({
        entity: 'setting',
        entityId: null,
        before: { academy_name: '\u202e\u2066' },
        after: { academy_name: null },
      }),
      {
        entity: 'user',
        entityId: emptied.id,
        summary: `Renamed user #${emptied.id} to Student ${emptied.id}: it held nothing but invisible control characters`,
        before: { name: names[4] },
        after: { name: `Student ${emptied.id}` },
      },
    ]);
    const [line] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, emptied.id));
    expect(line.adminName).toBe('System');

    // Run again, it finds nothing left to clean.
    const before = await t.db.select().from(users).orderBy(asc(users.id));
    await applyMigration();
    expect(await t.db.select().from(users).orderBy(asc(users.id))).toEqual(before);
    expect(await systemLines()).toHaveLength(8);
  });
});
