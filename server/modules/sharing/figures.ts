/** What the share tags and images show (issue 26 item 4, issue 44 item 1). */
import type { FastifyInstance } from 'fastify';
import { keptOrComputed } from '../../freshness/reads.js';
import type { PublicConfig } from '../../../contracts/config.js';
import { findCourse } from '../courses/queries.js';
import { rankOf } from '../progress/rank.js';
import { findProject } from '../projects/queries.js';
import { publicConfig } from '../settings/service.js';
import { findCardOwner } from './queries.js';
import type { CourseCard, ProjectCard, SiteCard, StudentCard } from './share-card.js';

/** The public settings (the academy's name), kept until the settings change. */
export async function siteSettings(app: FastifyInstance): Promise<PublicConfig> {
  const load = () => publicConfig(app.db, app.config);
  return keptOrComputed(app.db, 'public-config', ['settings'], load);
}

/** A ranked student's card and whether they keep search engines out; undefined for a suspended or missing one. */
export async function studentCard(app: FastifyInstance, id: number): Promise<(StudentCard & { noindex: boolean }) | undefined> {
  const [owner, rank, site] = await Promise.all([findCardOwner(app.db, id), rankOf(app.db, id), siteSettings(app)]);
  if (!owner || !rank) return undefined;
  const { points, noindex, ...shown } = owner;
  return { kind: 'user', ...shown, rank, points, academyName: site.academy_name, noindex };
}

type Course = NonNullable<Awaited<ReturnType<typeof findCourse>>>;
type Project = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export const courseCardOf = ({ title, description, projects_count }: Course, academyName: string): CourseCard => ({
  kind: 'course',
  title,
  description,
  projects: projects_count,
  academyName,
});

export const projectCardOf = ({ name, course_title, points_value }: Project, academyName: string): ProjectCard => ({
  kind: 'project',
  name,
  courseTitle: course_title,
  points: points_value,
  academyName,
});

export const siteCardOf = (academyName: string): SiteCard => ({ kind: 'site', academyName });

/** A course's card (an archived course's page still answers, so does its card); undefined for a missing one. */
export async function courseCard(app: FastifyInstance, id: number): Promise<CourseCard | undefined> {
  const [course, site] = await Promise.all([findCourse(app.db, id), siteSettings(app)]);
  return course && courseCardOf(course, site.academy_name);
}

export async function projectCard(app: FastifyInstance, id: number): Promise<ProjectCard | undefined> {
  const [project, site] = await Promise.all([findProject(app.db, id), siteSettings(app)]);
  return project && projectCardOf(project, site.academy_name);
}

export const siteCard = async (app: FastifyInstance) => siteCardOf((await siteSettings(app)).academy_name);
