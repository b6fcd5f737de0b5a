import { describe, expect, it } from 'vitest';
import { decodeProjects, encodeProjects, MAX_ADDRESS_LENGTH, userProjectsPath, type ParamProject } from './projectsParam';

const project = (id: number): ParamProject => ({
  id,
  name: `Project number ${id} — with a fairly long name`,
  course_id: Math.ceil(id / 8),
  course_title: `Course ${Math.ceil(id / 8)}: Full-Stack Web Development`,
  points_value: 50,
});

describe('projectsParam (the User Projects `projects` query)', () => {
  it('round-trips UTF-8 projects through base64 JSON', () => {
    const projects = [project(1), { ...project(2), name: 'مشروع ✓' }];
    expect(decodeProjects(encodeProjects(projects))).toEqual(projects);
  });

  it('reads a missing, broken or foreign value as no projects', () => {
    expect(decodeProjects(null)).toEqual([]);
    expect(decodeProjects('not-base64!!')).toEqual([]);
    expect(decodeProjects(btoa('{"x":1}'))).toEqual([]);
    expect(decodeProjects(btoa('[1,"a",null,{"id":1}]'))).toEqual([]);
    expect(decodeProjects(encodeProjects([{ x: 1 } as unknown as ParamProject, project(3)]))).toEqual([project(3)]);
  });

  it('carries the projects while the address stays within 2,000 characters', () => {
    const origin = 'https://academy.example.com';
    const path = userProjectsPath(7, [project(1), project(2)], origin);
    expect(path.startsWith('/admin/user/7/projects?projects=')).toBe(true);
    expect(decodeProjects(new URL(path, origin).searchParams.get('projects'))).toEqual([project(1), project(2)]);
  });

  it('leaves the projects out when the address would be longer (a user in many courses)', () => {
    const origin = 'https://academy.example.com';
    const many = Array.from({ length: 60 }, (_, i) => project(i + 1));
    expect(userProjectsPath(7, many, origin)).toBe('/admin/user/7/projects');
    const fits = Array.from({ length: 40 }, (_, i) => project(i + 1)).filter(
      (_, i, all) => (origin + userProjectsPath(7, all.slice(0, i + 1), origin)).length <= MAX_ADDRESS_LENGTH,
    );
    expect((origin + userProjectsPath(7, fits, origin)).length).toBeLessThanOrEqual(MAX_ADDRESS_LENGTH);
  });
});
