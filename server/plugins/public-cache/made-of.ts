/**
 * What a kept ranked answer was made of, held up against the present at each hit (issue 45 item
 * 1): a student's submission moves that student's row and the places of the students it passes,
 * and nothing else the users pages, the leaderboard and the profiles show. So such a commit drops
 * none of them by topic (answer-store.ts `dropShowing`); each answer instead keeps the versions of
 * the students it shows (bumped by every commit scoped to one of them, changes.ts `students`) and
 * the places it shows them at, and a hit serves it only while they are all still so:
 * - a users page or the leaderboard: the same students at the same places of the rank snapshot's
 *   order, with as many ranked (meta.total), each at the version it was shown at;
 * - a profile: its student at the version shown. Its rank moving is put into the kept text
 *   (`rerankedJson`), and the lists' users_count (counted across students: another student's award
 *   or enrollment) moving too, from the counts now (users/profile.ts `profileAnswerNow`), instead
 *   of computing the profile again;
 * - a student's year of work (issue 50): its student at the version shown, nothing else.
 * An unscoped commit (an admin's write, another instance saying only topics) drops by topic as ever.
 */
import { LEADERBOARD_SIZE, PUBLIC_USERS_PER_PAGE } from '../../../contracts/constants.js';
import { TOPICS, type Topic } from '../../freshness/changes.js';
import type { RankSnapshot } from '../../modules/progress/rank-snapshot.js';

/**
 * The topics whose student-scoped commits the validated answers check for themselves: a student's
 * own rows and figures, and the places they move. `ranked` (who is listed at all) is not among them.
 */
export const CHECKED_TOPICS: ReadonlySet<Topic> = new Set([
  'standings',
  'people',
  'submissions',
  'awards',
  'skills',
  'enrollments',
]);
/** What moves the users_count a profile's courses, achievements and skills show (users/profile.ts). */
export const COUNTED_TOPICS: readonly Topic[] = ['catalogue', 'enrollments', 'awards', 'skills', 'ranked'];

export type MadeOf = {
  /** What the answer shows of its students (its route's topics). */
  topics: readonly Topic[];
  /** The students shown, and the version of each when shown. */
  students: readonly number[];
  versions: readonly number[];
  /** A list in rank order: the 0-based place of its first student, and how many were ranked. */
  list?: { from: number; ranked: number };
  /** A profile: the rank it shows, and the version of the counted figures. */
  profile?: { rank: number; counted: number };
};

/**
 * Per-student versions of each topic, moved by the commits scoped to a student, and the version of
 * the figures counted across students: an answer compares those of what it shows.
 */
export type ShownVersions = {
  /** The student's version of `topics`: moved by each commit scoped to the student that changed one of them. */
  of: (student: number, topics: readonly Topic[]) => number;
  readonly counted: number;
  /** A commit scoped to `students` changed `topics`; `counted` when it moved figures counted across students. */
  advance: (students: Iterable<number>, topics: Iterable<Topic>, counted: boolean) => void;
};

const TOPIC_INDEX = new Map(TOPICS.map((topic, i) => [topic, i]));

export function createShownVersions(): ShownVersions {
  const byStudent = new Map<number, Uint32Array>();
  let counted = 0;
  return {
    of: (student, topics) => {
      const versions = byStudent.get(student);
      if (!versions) return 0;
      let sum = 0;
      for (const topic of topics) sum += versions[TOPIC_INDEX.get(topic)!];
      return sum;
    },
    get counted() {
      return counted;
    },
    advance: (students, topics, countedMoved) => {
      const moved = [...topics].map((topic) => TOPIC_INDEX.get(topic)!);
      for (const student of students) {
        let versions = byStudent.get(student);
        if (!versions) byStudent.set(student, (versions = new Uint32Array(TOPICS.length)));
        for (const i of moved) versions[i] += 1;
      }
      if (countedMoved) counted += 1;
    },
  };
}

type Raw = Record<string, unknown> | undefined;
const pageNumber = (value: unknown, fallback: number) => (value === undefined ? fallback : Number(value));
const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** The 0-based places a ranked list shows, or undefined for a route or a filter that is not one. */
function placesOf(route: string, query: Raw): { from: number; size: number } | undefined {
  if (route === '/api/front/leaderboard') return { from: 0, size: LEADERBOARD_SIZE };
  if (route !== '/api/front/users' || !blank(query?.search) || query?.course_id !== undefined) return undefined;
  const size = pageNumber(query?.per_page, PUBLIC_USERS_PER_PAGE);
  return { from: (pageNumber(query?.page, 1) - 1) * size, size };
}

/** A student's year of work (issue 50): made of that student's rows alone, it shows no rank and no count across students. */
const OWN_ROWS_ROUTES: ReadonlySet<string> = new Set(['/api/users/user/:id/activity']);

/** Whether answers of `route` are checked at each hit instead of dropped by a student's commit. */
export const isChecked = (route: string) =>
  route === '/api/front/leaderboard' ||
  route === '/api/front/users' ||
  route === '/api/users/user/:id' ||
  OWN_ROWS_ROUTES.has(route);

/**
 * What an answer of `route` about to be computed is made of, as of `snapshot` (caught up with every
 * commit this app knows of); undefined when it is not checked (it is then dropped by topic).
 */
export function madeOfRequest(
  route: string,
  topics: readonly Topic[],
  params: Raw,
  query: Raw,
  snapshot: Pick<RankSnapshot, 'order' | 'rankOf'>,
  versions: ShownVersions,
): MadeOf | undefined {
  if (OWN_ROWS_ROUTES.has(route)) {
    const student = Number(params?.id);
    return { topics, students: [student], versions: [versions.of(student, topics)] };
  }
  if (route === '/api/users/user/:id') {
    const student = Number(params?.id);
    return {
      topics,
      students: [student],
      versions: [versions.of(student, topics)],
      profile: { rank: snapshot.rankOf(student), counted: versions.counted },
    };
  }
  const places = placesOf(route, query);
  if (!places) return undefined;
  const students = Array.from(snapshot.order.subarray(places.from, places.from + places.size));
  const shown = students.map((student) => versions.of(student, topics));
  return { topics, students, versions: shown, list: { from: places.from, ranked: snapshot.order.length } };
}

/**
 * `fresh`: serve it; `reranked`: only a profile's rank moved (to `rank`) and, with `counted` (the
 * counted figures' version now), the users_count its lists show; `stale`: compute it again.
 */
export type Check = { state: 'fresh' } | { state: 'reranked'; rank: number; counted?: number } | { state: 'stale' };
const FRESH: Check = { state: 'fresh' };
const STALE: Check = { state: 'stale' };

export function check(madeOf: MadeOf, snapshot: Pick<RankSnapshot, 'order' | 'rankOf'>, versions: ShownVersions): Check {
  const { topics, students, list, profile } = madeOf;
  for (let i = 0; i < students.length; i++) if (versions.of(students[i], topics) !== madeOf.versions[i]) return STALE;
  if (list) {
    if (snapshot.order.length !== list.ranked) return STALE;
    const now = snapshot.order.subarray(list.from, list.from + students.length);
    if (now.length !== students.length) return STALE;
    for (let i = 0; i < students.length; i++) if (now[i] !== students[i]) return STALE;
  }
  if (profile) {
    const rank = snapshot.rankOf(students[0]);
    const recounted = versions.counted !== profile.counted;
    if (rank === profile.rank && !recounted) return FRESH;
    // Ranked and unranked differ by more than the number (a suspended student's profile is a 404).
    if (rank === 0 || profile.rank === 0) return STALE;
    return recounted ? { state: 'reranked', rank, counted: versions.counted } : { state: 'reranked', rank };
  }
  return FRESH;
}

/** Where a profile's rank stands in its JSON: the first `"rank":` (a string's own quotes are escaped). */
const RANK_FIELD = '"rank":';

/** A profile's JSON with another rank; undefined when the text has no rank where expected. */
export function rerankedJson(json: string, from: number, to: number): string | undefined {
  const at = json.indexOf(RANK_FIELD);
  if (at < 0) return undefined;
  const start = at + RANK_FIELD.length;
  const old = String(from);
  if (json.slice(start, start + old.length) !== old || /\d/.test(json[start + old.length] ?? '')) return undefined;
  return json.slice(0, start) + String(to) + json.slice(start + old.length);
}
