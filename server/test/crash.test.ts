/**
 * Crash test (issue 10, item 14): kill -9 of the server in the middle of a stream of writes over
 * real HTTP (sequential skill additions by an admin, parallel submissions by a student), restart,
 * and every write that was acknowledged (2xx) before the kill is there; `npm run db:check` clean.
 *
 * Both engines: the embedded database in a temp DATA_DIR, and PostgreSQL in a throwaway cluster
 * on port 55503 run WITH fsync (not scripts/with-postgres.sh's fsync=off), which is also crashed
 * (`pg_ctl stop -m immediate`: no checkpoint, WAL recovery at the next start).
 * Spawns processes, so it runs once: in the PGlite pass of `npm test`. Where PostgreSQL is not
 * installed but TEST_DATABASE_URL is (an external server), the PostgreSQL case runs in that pass
 * instead, against a new database there, killing only the site's server.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, ROOT, request, serverEnv, spawnScript, startServer, stopServer, type Spawned } from './spawn-server.js';

const PG_PORT = 55503;
const pgBin = (() => {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
    const bin = versions.length ? `/usr/lib/postgresql/${versions[versions.length - 1]}/bin` : '';
    return bin && existsSync(`${bin}/initdb`) ? bin : '';
  } catch {
    return '';
  }
})();
const externalUrl = process.env.TEST_DATABASE_URL;
const runsEmbedded = !externalUrl;
const runsOwnCluster = !externalUrl && Boolean(pgBin);
const runsExternal = Boolean(externalUrl) && !pgBin;
const hasDbCheck = Boolean(
  (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['db:check'],
);

const temp = mkdtempSync(path.join(os.tmpdir(), 'academy-crash-'));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(temp, { recursive: true, force: true });
});

type Acked = { skills: string[]; projects: number[]; attempted: number };

/** Course, projects and an enrolled student, made over HTTP on a fresh site. */
async function setUp(base: string, projectCount: number) {
  const admin = (await request(base, 'POST', '/api/admin/login', undefined, ADMIN)).body.token as string;
  const course = await request(base, 'POST', '/api/admin/course/add', admin, {
    title: 'Crash course',
    description: null,
    image: null,
    link: null,
  });
  expect(course.status).toBe(201);
  const courseId = findId(course.body, 'title', 'Crash course');
  const projectIds: number[] = [];
  for (let i = 0; i < projectCount; i++) {
    const reply = await request(base, 'POST', '/api/admin/project/add', admin, {
      name: `Crash ${i}`,
      course_id: courseId,
      points_value: 10,
    });
    projectIds.push(findId(reply.body, 'name', `Crash ${i}`));
  }
  const email = 'crash-student@academy.test';
  const user = await request(base, 'POST', '/api/admin/user/add', admin, {
    name: 'Crash Student',
    email,
    password: 'student123',
  });
  const userId = findId(user.body, 'email', email);
  expect(
    (await request(base, 'POST', '/api/admin/enrollment/enroll', admin, { user_id: userId, course_id: courseId, price: 10 }))
      .status,
  ).toBeLessThan(300);
  return { userId, projectIds };
}

function findId(body: unknown, key: string, value: string): number {
  const stack: unknown[] = [body];
  while (stack.length) {
    const item = stack.pop();
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if (record[key] === value && typeof record.id === 'number') return record.id;
      stack.push(...Object.values(record));
    }
  }
  throw new Error(`no ${key} = ${value} in ${JSON.stringify(body)}`);
}

/**
 * Writes until `killAfter` are acknowledged, then kill -9 while more are in flight: one admin
 * adding skills one after another, and a student submitting projects 4 at a time.
 */
async function writeThenKill(
  server: Spawned & { base: string },
  projectIds: number[],
  killAfter: number,
  crash: () => Promise<void>,
) {
  const { base } = server;
  const admin = (await request(base, 'POST', '/api/admin/login', undefined, ADMIN)).body.token as string;
  const student = (
    await request(base, 'POST', '/api/user/login', undefined, { email: 'crash-student@academy.test', password: 'student123' })
  ).body.token as string;
  const acked: Acked = { skills: [], projects: [], attempted: 0 };
  let killed = false;
  let killing: Promise<void> | undefined;
  const maybeKill = () => {
    if (!killing && acked.skills.length + acked.projects.length >= killAfter) {
      killing = crash().then(() => {
        killed = true;
      });
    }
  };
  const attempt = async (send: () => Promise<{ status: number }>, onAck: () => void) => {
    acked.attempted++;
    try {
      const reply = await send();
      if (reply.status >= 200 && reply.status < 300) onAck();
      else if (!killing) throw new Error(`write refused before the kill: ${reply.status}`);
    } catch (error) {
      if (!killing) throw error;
      // Refused or cut off by the kill: not acknowledged, so not expected after restart.
    }
    maybeKill();
  };
  const skills = (async () => {
    for (let i = 0; !killed && i < 10_000; i++) {
      const name = `Crash skill ${i}`;
      await attempt(
        () => request(base, 'POST', '/api/admin/skills', admin, { name }),
        () => acked.skills.push(name),
      );
    }
  })();
  const submissions = (async () => {
    let next = 0;
    const worker = async () => {
      while (!killed && next < projectIds.length) {
        const projectId = projectIds[next++];
        await attempt(
          () =>
            request(base, 'POST', '/api/front/user-projects', student, {
              project_id: projectId,
              url: `https://github.com/crash/${projectId}`,
            }),
          () => acked.projects.push(projectId),
        );
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  })();
  await Promise.all([skills, submissions]);
  if (!killing) await crash();
  await killing;
  return acked;
}

/** After restart: every acknowledged skill and submission is there. */
async function verify(base: string, acked: Acked) {
  const admin = (await request(base, 'POST', '/api/admin/login', undefined, ADMIN)).body.token as string;
  const skills = await request(base, 'GET', '/api/admin/skills', admin);
  expect(skills.status).toBe(200);
  const names = new Set(JSON.stringify(skills.body).match(/Crash skill \d+/g) ?? []);
  const student = (
    await request(base, 'POST', '/api/user/login', undefined, { email: 'crash-student@academy.test', password: 'student123' })
  ).body.token as string;
  const mine = await request(base, 'GET', '/api/front/user-projects?per_page=100', student);
  expect(mine.status).toBe(200);
  const urls = new Set(JSON.stringify(mine.body).match(/https:\/\/github\.com\/crash\/\d+/g) ?? []);
  const missingSkills = acked.skills.filter((name) => !names.has(name));
  const missingProjects = acked.projects.filter((id) => !urls.has(`https://github.com/crash/${id}`));
  return {
    found: acked.skills.length - missingSkills.length + acked.projects.length - missingProjects.length,
    missingSkills,
    missingProjects,
  };
}

async function dbCheck(env: Record<string, string>) {
  const check = spawnScript('server/db/check-cli.ts', serverEnv(env));
  const { code } = await check.exited;
  return { code, output: check.output() };
}

async function crashRound(
  label: string,
  env: Record<string, string>,
  crashDatabase?: { crash(): Promise<void>; start(): Promise<void> },
) {
  const first = await startServer(env);
  cleanups.push(() => void first.child.kill('SIGKILL'));
  const { projectIds } = await setUp(first.base, 40);
  const acked = await writeThenKill(first, projectIds, 25, async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    await crashDatabase?.crash();
  });
  await crashDatabase?.start();
  const second = await startServer(env);
  cleanups.push(() => void second.child.kill('SIGKILL'));
  const result = await verify(second.base, acked);
  await stopServer(second);
  const acknowledged = acked.skills.length + acked.projects.length;
  console.log(
    `crash test (${label}): ${acknowledged} writes acknowledged (${acked.skills.length} skills, ${acked.projects.length} submissions) ` +
      `of ${acked.attempted} sent; ${result.found} found after kill -9 and restart`,
  );
  expect(acknowledged).toBeGreaterThanOrEqual(25);
  expect(result.missingSkills).toEqual([]);
  expect(result.missingProjects).toEqual([]);
  if (hasDbCheck) {
    const check = await dbCheck(env);
    console.log(`db:check (${label}): ${check.output.trim().split('\n').pop()}`);
    expect(check.code, check.output).toBe(0);
  }
}

describe.runIf(runsEmbedded)('kill -9 during writes: embedded database', () => {
  it('every acknowledged write is there after restart, figures clean', async () => {
    await crashRound('PGlite', { DATA_DIR: path.join(temp, 'data') });
  }, 180_000);
});

const asPostgres = (args: string[]) => {
  const [command, ...rest] = args;
  if (process.getuid?.() === 0) return execFileSync('runuser', ['-u', 'postgres', '--', command, ...rest], { stdio: 'pipe' });
  return execFileSync(command, rest, { stdio: 'pipe' });
};

describe.runIf(runsOwnCluster)('kill -9 during writes: PostgreSQL with fsync on', () => {
  it('every acknowledged write is there after the server and PostgreSQL crash', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'academy-crash-pg-'));
    if (process.getuid?.() === 0)
      chownSync(
        root,
        Number(execFileSync('id', ['-u', 'postgres']).toString()),
        Number(execFileSync('id', ['-g', 'postgres']).toString()),
      );
    const data = path.join(root, 'data');
    asPostgres([`${pgBin}/initdb`, '-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    const options = `-c listen_addresses=127.0.0.1 -p ${PG_PORT} -k ${root} -c fsync=on -c synchronous_commit=on -c full_page_writes=on`;
    const start = async () =>
      void asPostgres([`${pgBin}/pg_ctl`, '-D', data, '-l', path.join(root, 'log'), '-w', '-o', options, 'start']);
    const crash = async () => void asPostgres([`${pgBin}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', 'stop']);
    await start();
    cleanups.push(() => {
      try {
        asPostgres([`${pgBin}/pg_ctl`, '-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    });
    const url = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const fsync = (await client.query<{ fsync: string }>('SHOW fsync')).rows[0].fsync;
    await client.query('CREATE DATABASE academy_crash');
    await client.end();
    expect(fsync).toBe('on');
    await crashRound(
      'PostgreSQL, fsync on',
      { DATABASE_URL: url.replace(/postgres$/, 'academy_crash'), DATA_DIR: path.join(temp, 'pg-data') },
      { crash, start },
    );
  }, 180_000);
});

describe.runIf(runsExternal)('kill -9 during writes: external PostgreSQL', () => {
  it('every acknowledged write is there after the server crashes', async () => {
    const client = new pg.Client({ connectionString: externalUrl });
    await client.connect();
    const fsync = (await client.query<{ fsync: string }>('SHOW fsync')).rows[0].fsync;
    const name = `crash_${process.pid}`;
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: externalUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    });
    const url = new URL(externalUrl!);
    url.pathname = `/${name}`;
    await crashRound(`external PostgreSQL, fsync ${fsync}`, {
      DATABASE_URL: url.toString(),
      DATA_DIR: path.join(temp, 'ext-data'),
    });
  }, 180_000);
});
