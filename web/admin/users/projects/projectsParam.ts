/**
 * The 'User Projects' route carries the user's enrolled-course projects in its `projects` query
 * parameter as base64 JSON (docs/product.md#admin-screens). UTF-8 safe both ways; a broken value, or entries that
 * are not projects, read as none. The page loads the same list by user id, so the query is a
 * convenience: it is left out when it would make the address longer than 2,000 characters.
 */
import type { Project } from '../../../../contracts/projects';
import { paths } from '../../../app/paths';

/** The longest address the app produces (browsers, proxies and logs all take this much). */
export const MAX_ADDRESS_LENGTH = 2000;

export type ParamProject = Pick<Project, 'id' | 'name' | 'course_id' | 'course_title' | 'points_value'>;

export function encodeProjects(projects: ParamProject[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(projects));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

export function decodeProjects(value: string | null): ParamProject[] {
  if (!value) return [];
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return Array.isArray(parsed) ? parsed.filter(isParamProject) : [];
  } catch {
    return [];
  }
}

function isParamProject(value: unknown): value is ParamProject {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, course_id, course_title, points_value } = value as Record<string, unknown>;
  return (
    Number.isInteger(id) &&
    typeof name === 'string' &&
    Number.isInteger(course_id) &&
    (course_title === undefined || course_title === null || typeof course_title === 'string') &&
    typeof points_value === 'number'
  );
}

/**
 * The 'User Projects' address of a user, with the `projects` query when the whole address
 * (`origin` included) stays within `MAX_ADDRESS_LENGTH`, else without it.
 */
export function userProjectsPath(userId: number, projects: ParamProject[], origin = ''): string {
  const path = paths.admin.userProjects(userId);
  const withProjects = `${path}?${new URLSearchParams({ projects: encodeProjects(projects) })}`;
  return origin.length + withProjects.length <= MAX_ADDRESS_LENGTH ? withProjects : path;
}
