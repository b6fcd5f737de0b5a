/**
 * A bulk award tells every student in set-based statements (issue 48 item 1): the statements the
 * job sends for 10,000 students are the same as for 100, and each student gets one notification.
 * Counted at Drizzle's session, which every statement of both engines goes through.
 */
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rows } from '../../db/client.js';
import { allowLongStatements } from '../../db/statement-timeouts.js';
import { createAchievement } from '../../test/factories.js';
import { useTestApp } from '../../test/harness.js';
import { adminToken } from '../../test/http.js';
import { runJob } from '../../test/jobs.js';

const t = useTestApp();

type Prepare = (query: { sql: string }, ...rest: unknown[]) => unknown;

/** The SQL of every statement the app prepares while `work` runs, but the job's own bookkeeping. */
async function statementsOf(work: () => Promise<unknown>) {
  const session = Object.getPrototypeOf(t.db._.session) as { prepareQuery: Prepare };
  const original = session.prepareQuery;
  const seen: string[] = [];
  session.prepareQuery = function (this: unknown, query, ...rest) {
    seen.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    await work();
  } finally {
    session.prepareQuery = original;
  }
  // The job's progress and polling, the rank snapshot's catch-up after commits and the admin
  // token's check (kept a while once read) run beside it.
  return seen.filter((text) => !/\bjobs\b|rank_changes|access_tokens/.test(text));
}

async function studentsNamed(prefix: string, count: number) {
  return t.db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const list = rows<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO users (name, email, password_hash)
        SELECT ${prefix} || g, ${prefix} || g || '@academy.test', 'x' FROM generate_series(1, ${count}) g RETURNING id`),
    );
    return list.map((row) => Number(row.id));
  });
}

it(
  'sends as many statements for a bulk award to 10,000 students as to 100, and tells each once',
  { timeout: 120_000 },
  async () => {
    const admin = await adminToken(t.app);
    const award = async (count: number) => {
      const ids = await studentsNamed(`bulk${count}-`, count);
      const star = await createAchievement(t.db, { name: `Star ${count}` });
      const statements = await statementsOf(async () => {
        const reply = await runJob(t.app, '/api/admin/users/bulk/achievement', {
          token: admin,
          body: { user_ids: ids, achievement_id: star.id },
        });
        expect(reply.status).toBe(200);
      });
      const [told] = rows<{ students: number; notices: number }>(
        await t.db.execute(sql`
        SELECT COUNT(DISTINCT user_id)::int AS students, COUNT(*)::int AS notices FROM notifications
        WHERE kind = 'achievement_awarded' AND (params->>'achievement_id')::int = ${star.id}`),
      );
      expect({ students: Number(told.students), notices: Number(told.notices) }).toEqual({ students: count, notices: count });
      return statements;
    };
    const few = await award(100);
    const many = await award(10_000);
    // The same statements (the figure locks' differs only in a planner hint for long lists).
    const firstWords = (list: string[]) => list.map((text) => text.trim().split(/\s+/).slice(0, 2).join(' ').replace(/,$/, ''));
    expect(firstWords(many)).toEqual(firstWords(few));
    expect(many.some((text) => text.includes('INSERT INTO notifications'))).toBe(true);
  },
);
