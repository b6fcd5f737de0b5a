/**
 * What each cached public answer shows, in the topics writes declare (freshness/changes.ts): a
 * commit drops the answers of the routes that show something it changed. A route not listed here
 * depends on everything. Held to every write and every public read by
 * test/answer-invalidation.test.ts (each cached answer equals an uncached app's after every write).
 */
import { LIVE_PATH } from '../../contracts/live.js';
import { TOPICS, type Topic } from '../freshness/changes.js';

// Every answer but the settings counts only ranked students.
const ANSWER_TOPICS: Record<string, readonly Topic[]> = {
  '/api/front/config': ['settings'],
  '/api/front/skills': ['skills', 'ranked'],
  '/api/front/courses': ['catalogue', 'enrollments', 'ranked'],
  '/api/front/projects': ['catalogue', 'submissions', 'ranked'],
  // Each achievement's share of the ranked students.
  '/api/front/achievements': ['awards', 'standings', 'ranked'],
  '/api/front/leaderboard': ['standings', 'people', 'ranked'],
  '/api/front/users': ['standings', 'people', 'ranked'],
  '/api/front/stats': ['standings', 'people', 'catalogue', 'enrollments', 'submissions', 'awards', 'ranked'],
  '/api/users/course/:id': ['catalogue', 'enrollments', 'standings', 'people', 'ranked'],
  '/api/users/project/:id': ['catalogue', 'submissions', 'standings', 'people', 'ranked'],
  '/api/users/user/:id': ['standings', 'people', 'catalogue', 'enrollments', 'submissions', 'awards', 'skills', 'ranked'],
  // A year of work (issue 50): the student's submissions and awards at the points of their projects
  // and achievements (catalogue, awards), and whether the student is shown at all (ranked).
  '/api/users/user/:id/activity': ['ranked', 'catalogue', 'submissions', 'awards'],
};

export const answerTopics = (routeUrl: string): readonly Topic[] => ANSWER_TOPICS[routeUrl] ?? TOPICS;

/**
 * Parameters whose answers are never kept, by route: each search term is a new key asked once or
 * twice, and storing them would push out the users pages everyone asks (issue 25). A blank value
 * is no search (the route reads it so): that answer is the page's own and is kept.
 */
const UNKEPT_WITH: Record<string, readonly string[]> = { '/api/front/users': ['search'] };

/** Public routes whose answers are never kept: the live stream never ends (its waiters would wait for ever). */
const NEVER_KEPT: ReadonlySet<string> = new Set([LIVE_PATH]);

/** Whether the public cache may serve and store the answer of a request to `routeUrl` with `query` (raw). */
export function answerKept(routeUrl: string, query: unknown): boolean {
  if (NEVER_KEPT.has(routeUrl)) return false;
  const parameters = UNKEPT_WITH[routeUrl];
  if (!parameters || !query || typeof query !== 'object') return true;
  return !parameters.some((name) => {
    if (!(name in query)) return false;
    const value = (query as Record<string, unknown>)[name];
    return typeof value !== 'string' || value.trim() !== '';
  });
}
