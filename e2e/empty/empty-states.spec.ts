/** An academy with no content: every public screen shows its empty state, and a new student's screens too. */
import { expect, test } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { expectAccessible } from '../support/screens';
import { signInWithApi } from '../support/student-session';

test.describe('public screens of an empty academy', () => {
  test('home shows the hero and empty sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Learn, Build, Achieve' })).toBeVisible();
    for (const title of ['Top Members', 'Latest 8 Members Added', 'Latest 12 Projects Added', 'Latest 10 Achievements Earned']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    await expect(page.getByText('No users found')).toHaveCount(2);
    await expect(page.getByText('No Projects Added Yet')).toBeVisible();
    await expect(page.getByText('No achievements found')).toBeVisible();
    await expectAccessible(page);
  });

  const cases = [
    { path: '/users', title: 'Users', text: 'No users found' },
    { path: '/courses', title: 'Courses', text: 'No Courses Found' },
    { path: '/projects', title: 'Projects', text: 'No Projects Added Yet' },
    { path: '/achievements', title: 'Achievements', text: 'No achievements found' },
    { path: '/leaderboard', title: 'Leaderboard', text: 'No Users Found' },
  ];
  for (const { path, title, text } of cases) {
    test(`${path} says '${text}'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('/stats shows four zero figures and no top list', async ({ page }) => {
    await page.goto('/stats');
    await expect(page.getByRole('heading', { name: 'Academy Statistics' })).toBeVisible();
    await expect(page.getByText('Overview Of Academy Statistics')).toBeVisible();
    for (const label of ['Developers', 'Learning Courses', 'Projects Completed', 'Total Points Earned']) {
      await expect(page.getByRole('heading', { name: label, exact: true, level: 2 }).locator('xpath=..')).toContainText('0');
    }
    await expect(page.getByText('#1', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('an unknown user, course and project', async ({ page }) => {
    await page.goto('/user/1');
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /back to users/i })).toBeVisible();
    await page.goto('/course/1');
    await expect(page.getByRole('heading', { name: 'Course Not Found' })).toBeVisible();
    await page.goto('/project/1');
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  });
});

test.describe('a new student in an empty academy', () => {
  test('sees no skills, no projects and locked avatars with 0/2', async ({ page, request }) => {
    const admin = await adminLogin(request);
    const student = await admin.addStudent('Omar Empty');
    await signInWithApi(page, request, student);

    await page.goto('/edit-skills');
    await expect(page.getByText('No Skills Available')).toBeVisible();

    await page.goto('/manage-projects');
    await expect(page.getByText('No Projects Added Yet')).toBeVisible();
    await page.getByRole('button', { name: /add project/i }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Course' }).click();
    await expect(page.getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/edit-avatar');
    await expect(page.getByText('Purchase 2 Or More Courses To Unlock Custom Avatars')).toBeVisible();
    await expect(page.getByText('0/2')).toBeVisible();
    // 20 avatars, every one locked (dimmed, with a lock badge) and nothing to save.
    const avatars = page.getByRole('radiogroup', { name: 'Avatars' }).getByRole('radio');
    await expect(avatars).toHaveCount(20);
    for (const avatar of await avatars.all()) await expect(avatar).toBeDisabled();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /save avatar/i })).toBeDisabled();

    await page.goto(`/user/${student.id}`);
    await expect(page.getByRole('heading', { name: 'Omar Empty', level: 1 })).toBeVisible();
    await expect(page.getByText('No Courses Found')).toBeVisible();
    await expect(page.getByText('No Skills Available')).toBeVisible();
    await expect(page.getByText('No achievements found')).toBeVisible();
  });
});
