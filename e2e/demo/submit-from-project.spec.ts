/**
 * Submitting where the student is (issue 25 item 3), at 1366 and 390 wide: a project page offers
 * "Submit This Project" to a student enrolled in its course (the add dialog with course and project
 * chosen), then shows "Submitted" with the student's link; nothing for a visitor, a student not
 * enrolled, or an archived project. A course page lists its projects with points and says whether
 * the student is enrolled; the profile shows each submitted URL beside the project's link.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { expectAccessible, PHONE } from '../support/screens';
import { dismissAchievementPopup, signInWithApi, type StudentAccount } from '../support/student-session';

test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1366, height: 900 };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/issue25/${name}.png`, fullPage: false });
const stamp = Date.now();

let course: { id: number; title: string };
let projects: { id: number; name: string; points: number }[];
let archived: { id: number; name: string };

test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  course = await admin.addCourse(`Submit Here Course ${stamp}`);
  projects = [];
  for (const [name, points] of [
    [`Landing Page ${stamp}`, 30],
    [`Todo API ${stamp}`, 45],
  ] as const) {
    projects.push({ ...(await admin.addProject(course.id, name, points)), points });
  }
  archived = await admin.addProject(course.id, `Old Widget ${stamp}`, 10);
  await admin.post(`/api/admin/project/archive/${archived.id}`, {});
});

for (const viewport of [WIDE, PHONE]) {
  test.describe(`${viewport.width} wide`, () => {
    test.use({ viewport });
    let student: StudentAccount;

    test.beforeAll(async ({ request }) => {
      const api = await adminLogin(request);
      student = await api.addStudent(`Submitter ${viewport.width} ${stamp}`);
      await api.enroll(student.id, course.id);
    });

    test('a visitor sees the course projects with points and no submit button', async ({ page }) => {
      await page.goto(`/course/${course.id}`);
      const list = page.getByRole('region', { name: 'Projects' });
      for (const project of projects) {
        const item = list.getByRole('listitem').filter({ hasText: project.name });
        await expect(item).toContainText(`${project.points} Points`);
      }
      await expect(list.getByRole('listitem').filter({ hasText: archived.name })).toContainText('Archived');
      await expect(page.getByText('You Are Enrolled')).toHaveCount(0);
      await page.goto(`/project/${projects[0].id}`);
      await expect(page.getByRole('heading', { name: projects[0].name, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /submit this project/i })).toHaveCount(0);
    });

    test('an enrolled student submits from the project page with the keyboard, then sees Submitted with the link', async ({
      page,
      request,
    }) => {
      await signInWithApi(page, request, student);
      await page.goto(`/course/${course.id}`);
      await dismissAchievementPopup(page);
      await expect(page.getByText('You Are Enrolled')).toBeVisible();
      await expectAccessible(page);
      await shot(page, `course-projects-${viewport.width}`);

      await page.goto(`/project/${archived.id}`);
      await expect(page.getByRole('heading', { name: archived.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /submit this project/i })).toHaveCount(0);

      const project = projects[1];
      await page.goto(`/project/${project.id}`);
      const submitButton = page.getByRole('button', { name: /submit this project/i });
      await expect(submitButton).toBeVisible();
      await expectAccessible(page);
      await shot(page, `project-submit-button-${viewport.width}`);
      // Reachable with the keyboard: Tab until the button has focus, then Enter.
      for (let i = 0; i < 40 && !(await submitButton.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      await expect(submitButton).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add Project' });
      await expect(dialog.getByRole('combobox', { name: 'Course' })).toHaveText(course.title);
      await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveText(project.name);
      await expectAccessible(page);
      const url = `https://github.com/submitter/${viewport.width}-${stamp}`;
      await dialog.getByLabel('Project URL').fill(url);
      await dialog.getByRole('button', { name: /add project/i }).click();
      await expect(dialog).toBeHidden();
      // A first project unlocks the demo's 'First Steps': its popup comes once the unread list is read again.
      const popup = page.getByRole('dialog', { name: 'New Achievement Unlocked!' });
      await popup.getByRole('button', { name: /awesome!/i }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
      // Shown without its scheme (issue 44: long links are shortened), the whole URL as the link and its title.
      const link = page.getByRole('link', { name: url.replace(/^https:\/\//, ''), exact: true });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('title', url);
      await expect(submitButton).toHaveCount(0);
      await shot(page, `project-submitted-${viewport.width}`);

      // The server holds the submission (the student's own list), and the profile links it beside the project.
      const token = await page.evaluate(() => localStorage.getItem('user_token'));
      const mine = await (
        await request.get('/api/front/user-projects', { headers: { Authorization: `Bearer ${token}` } })
      ).json();
      expect(mine.projects.map((s: { project_id: number; url: string }) => [s.project_id, s.url])).toEqual([[project.id, url]]);
      await page.goto(`/user/${student.id}`);
      const projectsCard = page.getByRole('region', { name: 'Projects' });
      await expect(projectsCard.getByRole('link', { name: project.name })).toBeVisible();
      await expect(projectsCard.getByRole('link', { name: url.replace('https://', '') })).toHaveAttribute('href', url);
      await expectAccessible(page);
    });

    test('a student not enrolled in the course sees no button, and the course says so', async ({ page, request }) => {
      const outsider = await (await adminLogin(request)).addStudent(`Outsider ${viewport.width} ${stamp}`);
      await signInWithApi(page, request, outsider);
      await page.goto(`/course/${course.id}`);
      await dismissAchievementPopup(page);
      await expect(page.getByText('You Are Not Enrolled')).toBeVisible();
      await page.goto(`/project/${projects[0].id}`);
      await expect(page.getByRole('heading', { name: projects[0].name, level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /submit this project/i })).toHaveCount(0);
    });
  });
}
