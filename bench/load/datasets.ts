/**
 * The data each measured server serves: one generated academy per engine and size (reused when
 * it already holds that many generated students), and what the requests need from it (ids to
 * spread over, students with projects left to submit, an admin to sign in as).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rows, type Database } from '../../server/db/client.js';
import { admins } from '../../server/db/schema.js';
import { hashPassword } from '../../server/modules/auth/passwords.js';
import { STUDENT_EMAIL_DOMAIN, type Volume } from '../generator/generate.js';
import { ensureDatabase, type PostgresServer } from './postgres.js';
import { targetEnv, type Target } from './server.js';

export type Engine = 'pglite' | 'postgres';
export const BENCH_ADMIN = { name: 'Bench Admin', email: 'bench.admin@bench.academy.test', password: 'bench-admin-123' };

const root = path.resolve(import.meta.dirname, '../..');

async function withDatabase<T>(target: Target, work: (db: Database) => Promise<T>): Promise<T> {
  const handle = await openDatabase('databaseUrl' in target ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const generatedStudents = (db: Database) =>
  db.execute(sql`SELECT COUNT(*)::int AS n FROM users WHERE email LIKE ${`%@${STUDENT_EMAIL_DOMAIN}`}`);

/**
 * The academy of `volume` on `engine`, generated with `npm run bench:data -- --reset` unless already
 * there. Embedded academies live in bench/.data, or BENCH_PGLITE_DIR (the CI smoke run: always fresh).
 */
export async function prepareDataset(engine: Engine, volume: Volume, postgres?: PostgresServer): Promise<Target> {
  const name = `${volume.users}-${volume.submissions}`;
  const target: Target =
    engine === 'pglite'
      ? { dataDir: path.join(process.env.BENCH_PGLITE_DIR || path.join(root, 'bench/.data'), `pglite-${name}`) }
      : { databaseUrl: await ensureDatabase(postgres!, `academy_bench_${name.replace('-', '_')}`) };
  const present = await withDatabase(target, async (db) => Number(rows<{ n: number }>(await generatedStudents(db))[0].n));
  if (present === volume.users) {
    console.log(`Reusing ${volume.users.toLocaleString('en-US')} generated students on ${engine}.`);
    return target;
  }
  const args = [
    '--import',
    'tsx',
    'bench/data-cli.ts',
    '--users',
    String(volume.users),
    '--submissions',
    String(volume.submissions),
  ];
  const generated = spawnSync(process.execPath, [...args, '--reset'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...targetEnv(target) },
  });
  if (generated.status !== 0) throw new Error(`Generating ${name} on ${engine} failed (exit ${generated.status}).`);
  return target;
}

export type Fixture = {
  users: number;
  /** A random sample of students (2,000, or all when fewer): the profiles the warm reads spread over. */
  userIds: number[];
  /** Every student: the profiles asked at random with no warm-up. */
  allUserIds: number[];
  courseIds: number[];
  projectIds: number[];
  /** Students (in random order) each with projects of their courses not submitted yet: those who may submit. */
  writers: { id: number; email: string; projectIds: number[] }[];
  /** Each project's completions, as its page counts them (suspended students left out). */
  completions: { projectId: number; count: number }[];
};

/** What the requests spread over, read before the server starts (an embedded database has one owner). */
export async function readFixture(target: Target, counts: { profiles: number; writers: number }): Promise<Fixture> {
  return withDatabase(target, async (db) => {
    await db
      .insert(admins)
      .values({ name: BENCH_ADMIN.name, email: BENCH_ADMIN.email, passwordHash: await hashPassword(BENCH_ADMIN.password) })
      .onConflictDoNothing();
    const ids = async (statement: ReturnType<typeof sql>) =>
      rows<{ id: number }>(await db.execute(statement)).map((row) => Number(row.id));
    const [{ n: users }] = rows<{ n: number }>(await db.execute(sql`SELECT COUNT(*)::int AS n FROM users`));
    const found = rows<{ id: number; email: string; projects: string }>(
      await db.execute(sql`
        SELECT u.id, u.email, string_agg(p.id::text, ',') AS projects
        FROM (SELECT id, email FROM users WHERE email LIKE ${`%@${STUDENT_EMAIL_DOMAIN}`} ORDER BY random() LIMIT ${counts.writers}) u
        JOIN enrollments e ON e.user_id = u.id JOIN projects p ON p.course_id = e.course_id
        WHERE NOT EXISTS (SELECT 1 FROM user_projects up WHERE up.user_id = u.id AND up.project_id = p.id)
        GROUP BY u.id, u.email ORDER BY random()`),
    );
    return {
      users: Number(users),
      userIds: await ids(sql`SELECT id FROM users ORDER BY random() LIMIT ${counts.profiles}`),
      allUserIds: await ids(sql`SELECT id FROM users`),
      courseIds: await ids(sql`SELECT id FROM courses`),
      projectIds: await ids(sql`SELECT id FROM projects`),
      writers: found.map((row) => ({ id: Number(row.id), email: row.email, projectIds: row.projects.split(',').map(Number) })),
      completions: rows<{ id: number; n: number }>(
        await db.execute(sql`
          SELECT p.id, COUNT(u.id)::int AS n FROM projects p
          LEFT JOIN user_projects up ON up.project_id = p.id LEFT JOIN users u ON u.id = up.user_id AND u.suspended_at IS NULL
          GROUP BY p.id`),
      ).map((row) => ({ projectId: Number(row.id), count: Number(row.n) })),
    };
  });
}
