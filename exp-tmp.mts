import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { and, eq, sql } from 'drizzle-orm';
import { users } from './server/db/schema.ts';
import { profileColumns } from './server/modules/users/queries.ts';
import { enrolledCoursesList } from './server/modules/courses/queries.ts';
import { submissionsList } from './server/modules/submissions/queries.ts';
import { userAwardsList } from './server/modules/achievements/queries.ts';
import { skillsList } from './server/modules/skills/queries.ts';
import { ranked } from './server/modules/progress/rank-rule.ts';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:55471/academy_bench_100000_1000000' });
const db = drizzle(pool);
const q = db.select({ ...profileColumns, courses: enrolledCoursesList(users.id), projects: submissionsList(users.id), achievements: userAwardsList(users.id), skills: skillsList(users.id) }).from(users).where(and(eq(users.id, 4242), ranked)).limit(1);
const { sql: text, params } = q.toSQL();
console.log(text);
const r = await pool.query('EXPLAIN (ANALYZE, BUFFERS) ' + text, params);
console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
for (const id of [1, 500, 50000, 99999]) { const t = performance.now(); await pool.query(text, [id, ...params.slice(1)]); console.log(id, (performance.now() - t).toFixed(2)); }
await pool.end();
