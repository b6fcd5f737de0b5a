/**
 * Public reads that every visitor's page runs (a profile, a course or project page) built once per
 * database handle: Drizzle assembles their SQL and decoders at the first call only, and on
 * PostgreSQL they run as named prepared statements, parsed and planned once per connection (on
 * PGlite the name is ignored). Built against an open transaction they are kept for it alone.
 */
import type { Executor } from './client.js';

export function prepareOnce<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const built = new WeakMap<object, Query>();
  return (db) => {
    const session = db._.session;
    let query = built.get(session);
    if (!query) {
      query = build(db);
      built.set(session, query);
    }
    return query;
  };
}
