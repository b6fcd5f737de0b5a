/**
 * A new student's first steps on their own profile (issue 50): the checklist shows only the items
 * that apply (add skills; an avatar once two courses unlock it; the academy's buy-course page
 * while enrolled in none), goes once they are done, and a dismissal is kept on the account.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { toast, unique } from '../support/admin';
import { textsOf } from '../support/catalogue';
import { dismissAchievementPopup, signInThroughForm, signInWithApi, unreadChecks } from '../support/student-session';

const t = textsOf('en');
const checklist = (page: Page) => page.getByRole('region', { name: t('profile.firstSteps.title') });

/**
 * The student's own profile, once the checklist's answers (their profile and the academy's skills)
 * and the unread achievements are in and rendered: a checklist that is not there is then gone, not late.
 */
async function openOwnProfile(page: Page, id: number) {
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const answers = Promise.all([answered('/api/user/me'), answered('/api/front/skills')]);
  await page.goto(`/user/${id}`);
  await answers;
  await dismissAchievementPopup(page);
}

test('a new student with one course is asked for skills, not an avatar; once skills are saved the checklist goes', async ({
  page,
  request,
}) => {
  const api = await adminLogin(request);
  const student = await api.addStudent(unique('Salma Steps'));
  const [course] = await api.courses();
  await api.enroll(student.id, course.id);
  await signInWithApi(page, request, student);
  await openOwnProfile(page, student.id);

  const steps = checklist(page);
  await expect(steps).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(1);
  await expect(steps.getByRole('link', { name: t('profile.firstSteps.avatar') })).toHaveCount(0);
  await expect(steps.getByRole('link', { name: t('profile.firstSteps.buyCourse') })).toHaveCount(0);

  await steps.getByRole('link', { name: t('profile.firstSteps.skills') }).click();
  await expect(page).toHaveURL(/\/edit-skills$/);
  await page
    .getByRole('group', { name: t('skills.group') })
    .getByRole('checkbox')
    .first()
    .click();
  const checksBefore = await unreadChecks(page);
  await page.getByRole('button', { name: t('skills.save') }).click();
  await expect(toast(page, 'Skills Updated')).toBeVisible();
  await dismissAchievementPopup(page, t, checksBefore);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/user/${student.id}$`));
  await expect(checklist(page)).toHaveCount(0);
  await openOwnProfile(page, student.id);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});

test("a student with no course is linked to the academy's buy-course page", async ({ page, request }) => {
  const api = await adminLogin(request);
  const student = await api.addStudent(unique('Karim Steps'));
  const { buy_course_url: buyCourseUrl } = (await (await request.get('/api/front/config')).json()) as { buy_course_url: string };
  await signInWithApi(page, request, student);
  await openOwnProfile(page, student.id);

  const steps = checklist(page);
  await expect(steps.getByRole('link', { name: t('profile.firstSteps.skills') })).toBeVisible();
  const buy = steps.getByRole('link', { name: t('profile.firstSteps.buyCourse') });
  await expect(buy).toHaveAttribute('href', buyCourseUrl);
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(steps.getByRole('link', { name: t('profile.firstSteps.avatar') })).toHaveCount(0);
});

test('dismissed, the checklist stays gone after signing out and in again, and the account says so', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const api = await adminLogin(request);
  const student = await api.addStudent(unique('Nour Steps'));
  await signInWithApi(page, request, student);
  await openOwnProfile(page, student.id);

  const dismissed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/first-steps/dismiss' && response.ok(),
  );
  await checklist(page)
    .getByRole('button', { name: t('profile.firstSteps.dismiss') })
    .click();
  await dismissed;
  await expect(checklist(page)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: t('layout.mainNav') })
    .getByRole('button', { name: 'Nour' })
    .click();
  await page.getByRole('menuitem', { name: t('layout.nav.logout') }).click();
  await expect(page).toHaveURL(/\/user\/login$/);

  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const again = await context.newPage();
    await signInThroughForm(again, student);
    await openOwnProfile(again, student.id);
    await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(checklist(again)).toHaveCount(0);
  } finally {
    await context.close();
  }

  const login = await request.post('/api/user/login', { data: { email: student.email, password: student.password } });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { user: { first_steps_dismissed: boolean } }).user.first_steps_dismissed).toBe(true);
});
