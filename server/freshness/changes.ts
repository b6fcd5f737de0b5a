/**
 * What a write changed, in the terms the kept answers depend on (issue 24): a committed write drops
 * only the answers and derived values that depend on what it changed.
 *
 * A write declares its changes next to itself, inside its transaction (`declareChanges`); helpers it
 * calls may add what they moved (`alsoChanges`: awards given by a rule). A transaction that declared
 * nothing changed everything, so a write nobody thought about is never served stale.
 */
import type { Executor } from '../db/client.js';

export const TOPICS = [
  /** Points, projects and courses counts and the rank order of students. */
  'standings',
  /** Who is ranked and listed at all: students added, deleted, suspended or let back. */
  'ranked',
  /** Students' names, avatars, titles, bios and links. */
  'people',
  /** Courses and projects themselves: titles, points, archive. */
  'catalogue',
  /** Who is enrolled in which course. */
  'enrollments',
  /** Who submitted which project, and the URLs. */
  'submissions',
  /** Achievements and who holds them. */
  'awards',
  /** Skills and who has them. */
  'skills',
  /** The site's settings. */
  'settings',
  /** Sign-in tokens deleted: a sign-out, a password changed or reset, an account deleted (auth/kept-sessions.ts). */
  'sessions',
] as const;
export type Topic = (typeof TOPICS)[number];

/** The changes of one commit: some topics, or everything. */
export type Changes = ReadonlySet<Topic> | 'everything';

export const touches = (changes: Changes, topics: readonly Topic[]) =>
  changes === 'everything' || topics.some((topic) => changes.has(topic));

type Declared = { complete: boolean; topics: Set<Topic> };
const declared = new WeakMap<object, Declared>();

/** Called by the tracked transaction as it opens (app-database.ts). */
export function trackChanges(tx: object): () => Changes {
  const entry: Declared = { complete: false, topics: new Set() };
  declared.set(tx, entry);
  return () => (entry.complete ? entry.topics : 'everything');
}

/** Everything this transaction changes falls under these topics (with what helpers add). */
export function declareChanges(tx: Executor, ...topics: Topic[]): void {
  const entry = declared.get(tx);
  if (!entry) return;
  entry.complete = true;
  for (const topic of topics) entry.topics.add(topic);
}

/** A helper moved these too (it adds to its caller's declaration; alone it narrows nothing). */
export function alsoChanges(tx: Executor, ...topics: Topic[]): void {
  const entry = declared.get(tx);
  for (const topic of topics) entry?.topics.add(topic);
}

/** The form a commit notice carries between instances: `a,b` or `*`. */
export const changesText = (changes: Changes) => (changes === 'everything' ? '*' : [...changes].join(','));
export function parseChanges(text: string | undefined): Changes {
  if (text === undefined || text === '*') return 'everything';
  if (text === '') return new Set();
  const topics = text.split(',').filter((topic): topic is Topic => (TOPICS as readonly string[]).includes(topic));
  return topics.length === text.split(',').length ? new Set(topics) : 'everything';
}
