/**
 * What each cached public answer shows, in the topics writes declare (freshness/changes.ts): a
 * commit drops the answers of the routes that show something it changed. A route not listed here
 * depends on everything. Held to every write and every public read by
 * test/answer-invalidation.test.ts (each cached answer equals an uncached app's after every write).
 */
import { TOPICS, type Topic } from '../freshness/changes.js';

const ANSWER_TOPICS: Record<string, readonly Topic[]> = {
  '/api/front/config': ['settings'],
  '/api/front/skills': ['skills'],
  '/api/front/courses': ['catalogue', 'enrollments'],
  '/api/front/projects': ['catalogue', 'submissions'],
  // Each achievement's share of the ranked students.
  '/api/front/achievements': ['awards', 'standings'],
  '/api/front/leaderboard': ['standings', 'people'],
  '/api/front/users': ['standings', 'people'],
  '/api/front/stats': ['standings', 'people', 'catalogue', 'enrollments', 'submissions', 'awards'],
  '/api/users/course/:id': ['catalogue', 'enrollments', 'standings', 'people'],
  '/api/users/project/:id': ['catalogue', 'submissions', 'standings', 'people'],
  '/api/users/user/:id': ['standings', 'people', 'catalogue', 'enrollments', 'submissions', 'awards', 'skills'],
};

export const answerTopics = (routeUrl: string): readonly Topic[] => ANSWER_TOPICS[routeUrl] ?? TOPICS;
