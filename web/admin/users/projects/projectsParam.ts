/**
 * The 'User Projects' route carries the user's enrolled-course projects in its `projects` query
 * parameter as base64 JSON (spec section 2). UTF-8 safe both ways; a broken value reads as none.
 */
import type { Project } from '../../../../contracts/projects';

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
    return Array.isArray(parsed) ? (parsed as ParamProject[]) : [];
  } catch {
    return [];
  }
}
