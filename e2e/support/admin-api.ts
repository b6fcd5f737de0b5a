/**
 * Test data through the admin API (docs/api.md): a fresh student with enrollments, achievements
 * and skills, so the student tests do not depend on the demo content's details.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Job } from '../../contracts/jobs';
import { E2E_ADMIN } from './accounts';

export type AdminApi = ReturnType<typeof adminApi>;

export async function adminLogin(request: APIRequestContext) {
  const response = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBeTruthy();
  return adminApi(request, (await response.json()).token as string);
}

function adminApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> => {
    const response = await request[method](path, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data: unknown) => call<T>('post', path, data),
    put: <T>(path: string, data: unknown) => call<T>('put', path, data),

    /** A call that answers 202 with a job (an import, a bulk action): the job once it has finished. */
    async runJob(path: string, data: unknown) {
      const { job } = await call<{ job: Job }>('post', path, data);
      let finished = job;
      await expect
        .poll(async () => (finished = await call<Job>('get', `/api/admin/jobs/${job.id}`)).status, { timeout: 60_000 })
        .not.toBe('running');
      return finished;
    },

    async addStudent(name: string, password = 'secret123') {
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${Date.now()}@e2e.test`;
      const { user } = await call<{ user: { id: number } }>('post', '/api/admin/user/add', { name, email, password });
      return { id: user.id, name, email, password };
    },
    async courses() {
      return (await call<{ courses: { id: number; title: string }[] }>('get', '/api/admin/courses')).courses;
    },
    async addCourse(title: string) {
      return (
        await call<{ course: { id: number; title: string } }>('post', '/api/admin/course/add', {
          title,
          description: `${title} course`,
        })
      ).course;
    },
    async addProject(courseId: number, name: string, points: number) {
      return (
        await call<{ project: { id: number; name: string } }>('post', '/api/admin/project/add', {
          course_id: courseId,
          name,
          points_value: points,
        })
      ).project;
    },
    async enroll(userId: number, courseId: number, price = 1500) {
      await call('post', '/api/admin/enrollment/enroll', { user_id: userId, course_id: courseId, price, got_discount: false });
    },
    async addAchievement(name: string, rule: { metric: string; threshold: number }, points = 25) {
      return (
        await call<{ achievement: { id: number; name: string } }>('post', '/api/admin/achievements', {
          name,
          description: `${name} (browser test)`,
          points,
          manual: 0,
          rule_metric: rule.metric,
          rule_threshold: rule.threshold,
        })
      ).achievement;
    },
    /** A fresh student enrolled in the first course, with one submission of its first project at `url`. */
    async addStudentWithSubmission(name: string, url: string) {
      const student = await this.addStudent(name);
      const [course] = await this.courses();
      await this.enroll(student.id, course.id);
      const { available_projects: available = [] } = await call<{ available_projects?: { id: number }[] }>(
        'get',
        `/api/admin/users/${student.id}/projects`,
      );
      await call('post', '/api/admin/user-projects/add', { user_id: student.id, project_id: available[0].id, url });
      return student;
    },
    async addSkill(name: string) {
      return (await call<{ skill: { id: number; name: string } }>('post', '/api/admin/skills', { name })).skill;
    },
  };
}
