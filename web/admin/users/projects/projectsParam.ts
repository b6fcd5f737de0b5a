/**
 * The 'User Projects' route carries the user's enrolled-course projects in its `projects` query
 * parameter as base64 JSON (spec section 2). UTF-8 safe both ways; a broken value reads as none.
 */
export type ParamProject = { id: number; name: string; course_id: number; course_title: string; points_value: number };

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
