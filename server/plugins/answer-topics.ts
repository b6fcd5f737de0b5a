/**
 * What each cached public answer shows, in the topics writes declare (freshness/changes.ts): a
 * commit drops the answers of the routes that show something it changed. A route not listed here
 * depends on everything. Held to every write and every public read by
 * test/answer-invalidation.test.ts (each cached answer equals an uncached app's after every write).
 */
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
};

export const answerTopics = (routeUrl: string): readonly Topic[] => ANSWER_TOPICS[routeUrl] ?? TOPICS;
