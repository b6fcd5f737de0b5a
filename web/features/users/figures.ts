import type { Submission } from '../../../contracts/submissions';

/**
 * Average points per project: the rounded mean of the points of the developer's projects (the
 * "rounded mean" of docs/product.md#points-and-rank: a half rounds up), 0 with no projects.
 */
export function averagePointsPerProject(user: { projects?: readonly Pick<Submission, 'points_value'>[] }) {
  const projects = user.projects ?? [];
  if (projects.length === 0) return 0;
  return Math.round(projects.reduce((sum, project) => sum + (project.points_value ?? 0), 0) / projects.length);
}
