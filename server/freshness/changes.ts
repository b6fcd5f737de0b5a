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
  /** Notifications written (issue 49): live streams read the new ones (modules/live/notices.ts). */
  'notifications',
] as const;
export type Topic = (typeof TOPICS)[number];

/**
 * The changes of one commit: some topics, or everything. With `students`, the commit changed the
 * rows of single students (a student's own row and figures, what the student holds: enrollments,
 * submissions, awards, skills) of these students only; what is counted across students (ranks,
 * totals, the users_count of courses, projects, achievements and skills) is in its topics as ever.
 */
export type Changes = (ReadonlySet<Topic> & { readonly students?: ReadonlySet<number> }) | 'everything';

export const touches = (changes: Changes, topics: readonly Topic[]) =>
  changes === 'everything' || topics.some((topic) => changes.has(topic));

/** Whether a value kept for one student (`reads.memo` with a student) depends on something these changes moved. */
export const touchesStudent = (changes: Changes, topics: readonly Topic[], student: number) =>
  touches(changes, topics) && (changes === 'everything' || !changes.students || changes.students.has(student));

/** `student`: the one student named, or `several` once a second was (then the commit is not scoped). */
type Declared = { complete: boolean; topics: Set<Topic>; student?: number | 'several' };
const declared = new WeakMap<object, Declared>();

/** Called by the tracked transaction as it opens (app-database.ts). */
export function trackChanges(tx: object): () => Changes {
  const entry: Declared = { complete: false, topics: new Set() };
  declared.set(tx, entry);
  return () => {
    if (!entry.complete) return 'everything';
    const { student } = entry;
    return student === undefined || student === 'several'
      ? entry.topics
      : Object.assign(entry.topics, { students: new Set([student]) });
  };
}

/** Everything this transaction changes falls under these topics (with what helpers add). */
export function declareChanges(tx: Executor, ...topics: Topic[]): void {
  const entry = declared.get(tx);
  if (!entry) return;
  entry.complete = true;
  for (const topic of topics) entry.topics.add(topic);
}

/**
 * As declareChanges, for a student's everyday write: of single students' rows it changes this
 * student's only (the figures and awards it moves are that student's), so what is kept for other
 * students stays. A transaction that names two students is taken as changing every student's.
 */
export function declareStudentChanges(tx: Executor, student: number, ...topics: Topic[]): void {
  declareChanges(tx, ...topics);
  const entry = declared.get(tx);
  if (entry) entry.student = entry.student === undefined || entry.student === student ? student : 'several';
}

/** A helper moved these too (it adds to its caller's declaration; alone it narrows nothing). */
export function alsoChanges(tx: Executor, ...topics: Topic[]): void {
  const entry = declared.get(tx);
  for (const topic of topics) entry?.topics.add(topic);
}

/** The form a commit notice carries between instances: `a,b`, `a,b|12` (one student's) or `*`. */
export const changesText = (changes: Changes) => {
  if (changes === 'everything') return '*';
  const topics = [...changes].join(',');
  return changes.students ? `${topics}|${[...changes.students].join(',')}` : topics;
};
export function parseChanges(text: string | undefined): Changes {
  if (text === undefined || text === '*') return 'everything';
  const [topicsText, studentsText] = text.split('|');
  const topics = topicsText === '' ? [] : topicsText.split(',');
  const known = topics.filter((topic): topic is Topic => (TOPICS as readonly string[]).includes(topic));
  if (known.length !== topics.length) return 'everything';
  if (studentsText === undefined) return new Set(known);
  const students = studentsText.split(',').map(Number);
  if (!students.length || students.some((id) => !Number.isSafeInteger(id) || id <= 0)) return 'everything';
  return Object.assign(new Set(known), { students: new Set(students) });
}
