import { BENCH_ADMIN, prepareDataset, readFixture } from './load/datasets.js';
import { openPostgres } from './load/postgres.js';
import { signIn } from './load/routes.js';
import { startServer } from './load/server.js';
const engine = (process.argv[2] ?? 'postgres') as 'postgres' | 'pglite';
const pgs = engine === 'postgres' ? openPostgres() : undefined;
const target = await prepareDataset(engine, { users: 100000, submissions: 1000000 }, pgs);
const fixture = await readFixture(target, 50);
const server = await startServer(target, { publicCache: true });
try {
  const s = await signIn(server.origin, fixture, BENCH_ADMIN);
  const time = async (label: string, path: string, init?: RequestInit) => {
    const t0 = performance.now();
    const r = await fetch(server.origin + path, init);
    await r.text();
    return `${label} ${r.status} ${(performance.now() - t0).toFixed(1)}ms`;
  };
  for (let i = 0; i < 8; i++) {
    const w = s.writes[i];
    const out = [await time('write', '/api/front/user-projects', { method: 'POST', headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ project_id: w.projectId, url: `https://github.com/bench/p-${w.projectId}-${i}` }) })];
    out.push(await time('users', `/api/front/users?page=${1 + i * 997}&per_page=9`));
    out.push(await time('users2', `/api/front/users?page=${2 + i * 997}&per_page=9`));
    out.push(await time('profile', `/api/users/user/${fixture.userIds[i * 13]}`));
    out.push(await time('stats', '/api/front/stats'));
    out.push(await time('leaderboard', '/api/front/leaderboard'));
    out.push(await time('course', `/api/users/course/${fixture.courseIds[i]}`));
    out.push(await time('project', `/api/users/project/${fixture.projectIds[i]}`));
    console.log(out.join(' | '));
  }
} finally {
  await server.stop();
  pgs?.stop();
}
