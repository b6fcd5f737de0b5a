/**
 * A student's journey with the demo academy: sign in, the unread-achievement popup, edit
 * profile, avatar and skills, submit and edit a project, sign out. The student and the
 * achievements the journey unlocks are made through the admin API.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { expectAccessible } from '../support/screens';
import { dismissAchievementPopup, signInThroughForm, signInWithApi, type StudentAccount } from '../support/student-session';

test.describe.configure({ mode: 'serial' });

let student: StudentAccount;
let courseTitles: string[];
const firstProjectAward = `E2E First Build ${Date.now()}`;

test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  student = await admin.addStudent('Nadia Hassan Test');
  const courses = (await admin.courses()).slice(0, 2);
  for (const course of courses) await admin.enroll(student.id, course.id);
  courseTitles = courses.map((course) => course.title);
  await admin.addAchievement(firstProjectAward, { metric: 'projects_count', threshold: 1 });
  await admin.addAchievement(`E2E Enrolled ${Date.now()}`, { metric: 'courses_count', threshold: 1 });
});

const popup = (page: Page) => page.getByRole('dialog', { name: 'New Achievement Unlocked!' });

test.describe('student login', () => {
  test('shows the validation messages and Invalid Credentials', async ({ page }) => {
    await page.goto('/user/login');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByText('This Field is Required')).toHaveCount(2);
    await page.getByLabel('E-Mail').fill('not-an-email');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByText('E-Mail Must Be Valid')).toBeVisible();
    await page.getByLabel('E-Mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid Credentials' })).toBeVisible();
    await expectAccessible(page);
  });

  test("keeps 'Invalid Credentials' for wrong credentials only: the server's message for a 429, a connection message offline", async ({
    page,
  }) => {
    await page.goto('/user/login');
    await page.getByLabel('E-Mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    const alert = page.getByRole('alert');
    await page.route('**/api/user/login', (route) =>
      route.fulfill({ status: 429, json: { message: 'Too many login attempts. Please try again later.' } }),
    );
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(alert).toHaveText('Too many login attempts. Please try again later.');
    await page.unroute('**/api/user/login');
    await page.route('**/api/user/login', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(alert).toHaveText('The Server Could Not Be Reached. Please Check Your Connection And Try Again.');
    await expect(page.getByText('Invalid Credentials')).toHaveCount(0);
    await page.unroute('**/api/user/login');
    await page.route('**/api/user/login', (route) => route.fulfill({ status: 401, json: { message: 'Invalid Credentials' } }));
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(alert).toHaveText('Invalid Credentials');
  });

  test('student screens send a visitor to the login', async ({ page }) => {
    for (const path of ['/edit-profile', '/edit-avatar', '/edit-skills', '/manage-projects']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/user\/login$/);
    }
  });

  test('signs in, goes home, shows the popup for unread achievements and the menu under the first name', async ({ page }) => {
    await signInThroughForm(page, student);
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeVisible();
    await popup(page)
      .getByRole('button', { name: /awesome!/i })
      .click();
    await expect(popup(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Learn, Build, Achieve' })).toBeVisible();
    await expect(popup(page)).toBeHidden();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /login/i })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Nadia' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Edit Profile',
      'Edit Avatar',
      'Edit Skills',
      'My Profile',
      'Manage Projects',
      'Logout',
    ]);
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${student.id}$`));
    await expect(page.getByRole('heading', { name: student.name, level: 1 })).toBeVisible();
  });
});

test.describe('student screens', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInWithApi(page, request, student);
  });

  test('edit profile: validation, per-field server errors, save', async ({ page }) => {
    await page.goto('/edit-profile');
    await dismissAchievementPopup(page);
    await expect(page).toHaveTitle('Edit Profile');
    // Headings do not skip a level under the page's h1.
    await expect(page.getByRole('heading', { name: 'Social Links', level: 2 })).toBeVisible();
    await expect(page.getByLabel('E-Mail')).toHaveValue(student.email);
    await expect(page.getByLabel('E-Mail')).toHaveAttribute('readonly', '');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByLabel('New Password').fill('123');
    await page.getByRole('button', { name: /save changes/i }).click();
    await expect(page.getByText('This Field is Required')).toBeVisible();
    await expect(page.getByText('Password Must Be At Least 6 Characters')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Nadia Hassan Edited');
    await page.getByLabel('New Password').fill('');
    // The server's field errors show under their fields; without a message the fallback toast shows.
    await page.route('**/api/user/profile/update', (route) =>
      route.fulfill({
        status: 422,
        json: { message: 'The Given Data Was Invalid', errors: { telegram_username: ['Telegram Username Is Taken'] } },
      }),
    );
    await page.getByRole('button', { name: /save changes/i }).click();
    await expect(page.getByText('Telegram Username Is Taken')).toBeVisible();
    await expect(page.getByText('The Given Data Was Invalid')).toBeVisible();
    await page.unroute('**/api/user/profile/update');
    await page.route('**/api/user/profile/update', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: /save changes/i }).click();
    await expect(page.getByText('Failed to Update Profile')).toBeVisible();
    await page.unroute('**/api/user/profile/update');

    await page.getByLabel('New Password').fill('');
    await page.getByLabel('Telegram Username').fill('nadia_dev');
    await page.getByLabel('Bio').fill('I build accessible web apps.');
    await expect(page.getByText('28/500')).toBeVisible();
    await page.getByRole('button', { name: /save changes/i }).click();
    await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Nadia' })).toBeVisible();

    await page.goto(`/user/${student.id}`);
    await expect(page.getByRole('heading', { name: 'Nadia Hassan Edited', level: 1 })).toBeVisible();
    await expect(page.getByText('I build accessible web apps.')).toBeVisible();
    await expect(page.getByRole('link', { name: /telegram of nadia/i })).toHaveAttribute('href', 'https://t.me/nadia_dev');
  });

  test('edit profile: the title comes from earned achievements', async ({ page }) => {
    await page.goto('/edit-profile');
    await dismissAchievementPopup(page);
    await page.getByLabel('Title').click();
    const options = page.getByRole('option');
    await expect(options.first()).toHaveText('No Title');
    expect(await options.count()).toBeGreaterThan(1);
    const title = (await options.nth(1).textContent()) ?? '';
    await options.nth(1).click();
    await page.getByRole('button', { name: /save changes/i }).click();
    await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
    await page.goto(`/user/${student.id}`);
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  });

  test('edit avatar: 20 choices in one radio group, save needs a selection', async ({ page }) => {
    await page.goto('/edit-avatar');
    await dismissAchievementPopup(page);
    await expect(page).toHaveTitle('Edit Avatar');
    const group = page.getByRole('radiogroup', { name: 'Avatars' });
    const choices = group.getByRole('radio');
    await expect(choices).toHaveCount(20);
    await expect(choices.first()).toHaveAccessibleName('Avatar 1');
    await expect(choices.last()).toHaveAccessibleName('Avatar 20');
    await expect(group.getByRole('radio', { name: /default/i })).toHaveCount(0);
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByText('Purchase 2 Or More Courses To Unlock Custom Avatars')).toBeHidden();
    const save = page.getByRole('button', { name: /save avatar/i });
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: 'Avatar 7' }).click();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Avatar Updated Successfully')).toBeVisible();
    await expect(save).toBeDisabled();
    // The avatar already set shows selected.
    await page.reload();
    await dismissAchievementPopup(page);
    await expect(page.getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
    await expect(save).toBeDisabled();

    // The keyboard: the arrows move the selection, the group is one tab stop.
    await page.getByRole('radio', { name: 'Avatar 7' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Avatar 8' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Avatar 8' })).toBeFocused();
    await expect(page.getByText('Selected: Avatar 8')).toBeVisible();
    await expect(save).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Avatar 6' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('radio', { name: 'Avatar 6' })).toBeFocused();
    // Back on the saved one: nothing to save.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
    await expect(save).toBeDisabled();

    await page.goto(`/user/${student.id}`);
    await expect(page.getByRole('main').locator('img[src^="/avatars/"]').first()).toHaveAttribute('src', '/avatars/avatar7.svg');
  });

  test('edit profile and edit avatar: a failed load shows the heading, an error and a retry, never an endless spinner', async ({
    page,
  }) => {
    await page.route('**/api/user/me', (route) => route.fulfill({ status: 500, json: {} }));
    for (const { path, title, toast, error, ready } of [
      {
        path: '/edit-profile',
        title: 'Edit Profile',
        toast: 'Failed to Load Profile',
        error: 'Your Profile Could Not Be Loaded',
        ready: page.getByRole('button', { name: /save changes/i }),
      },
      {
        path: '/edit-avatar',
        title: 'Edit Avatar',
        toast: 'Failed to Load User Data',
        error: 'Your Avatar Could Not Be Loaded',
        ready: page.getByRole('radiogroup', { name: 'Avatars' }),
      },
    ]) {
      await page.goto(path);
      await dismissAchievementPopup(page);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText(toast)).toBeVisible();
      await expect(page.getByText(error)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(ready).toHaveCount(0);
      await page.unroute('**/api/user/me');
      await page.getByRole('button', { name: /try again/i }).click();
      await expect(ready).toBeVisible();
      await page.route('**/api/user/me', (route) => route.fulfill({ status: 500, json: {} }));
    }
  });

  test('edit skills: a failed load shows an error and offers no way to save', async ({ page }) => {
    let saved = false;
    await page.route('**/api/front/user-skills', (route) => {
      if (route.request().method() === 'PUT') saved = true;
      return route.request().method() === 'GET' ? route.fulfill({ status: 500, json: {} }) : route.continue();
    });
    await page.goto('/edit-skills');
    await dismissAchievementPopup(page);
    await expect(page.getByText('Failed to load skills')).toBeVisible();
    await expect(page.getByText('Your Skills Could Not Be Loaded')).toBeVisible();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /save skills/i })).toHaveCount(0);
    expect(saved).toBe(false);
    // Once it loads, the picker shows the student's real skills.
    await page.unroute('**/api/front/user-skills');
    await page.getByRole('button', { name: /try again/i }).click();
    await expect(page.getByRole('group', { name: 'Skills' })).toBeVisible();
    await expect(page.getByRole('button', { name: /save skills/i })).toBeDisabled();

    // The skill list failing is not 'No Skills Available'.
    await page.route('**/api/front/skills', (route) => route.fulfill({ status: 500, json: {} }));
    await page.reload();
    await dismissAchievementPopup(page);
    await expect(page.getByText('Your Skills Could Not Be Loaded')).toBeVisible();
    await expect(page.getByText('No Skills Available')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /save skills/i })).toHaveCount(0);
  });

  test('edit skills: save only when the selection changed', async ({ page }) => {
    await page.goto('/edit-skills');
    await dismissAchievementPopup(page);
    await expect(page).toHaveTitle('Edit Skills');
    const save = page.getByRole('button', { name: /save skills/i });
    await expect(save).toBeDisabled();
    const skills = page.getByRole('group', { name: 'Skills' }).getByRole('checkbox');
    await skills.nth(0).click();
    await expect(save).toBeEnabled();
    await skills.nth(0).click();
    await expect(save).toBeDisabled();
    await skills.nth(0).click();
    await skills.nth(1).click();
    await save.click();
    await expect(page.getByText('Skills Updated')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await dismissAchievementPopup(page);
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
  });

  test('manage projects: warning, validation, add (course, project, URL), popup, edit URL, no delete', async ({ page }) => {
    await page.goto('/manage-projects');
    await dismissAchievementPopup(page);
    await expect(page).toHaveTitle('Manage Projects');
    await expect(page.getByText("Projects Can't Be Deleted, Don't Add Fake Projects to Prevent Ban")).toBeVisible();
    await expect(page.getByText('No Projects Added Yet')).toBeVisible();

    await page.getByRole('button', { name: /add project/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('button', { name: /add project/i }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(3);
    await dialog.getByRole('combobox', { name: 'Course' }).click();
    await expect(page.getByRole('option')).toHaveCount(courseTitles.length);
    await page.getByRole('option', { name: courseTitles[0] }).click();
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    const projectName = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Project URL').fill('github.com/nadia/app');
    await dialog.getByRole('button', { name: /add project/i }).click();
    await expect(dialog.getByText('URL must start with http:// or https://')).toBeVisible();
    await dialog.getByLabel('Project URL').fill('https://github.com/nadia/app');
    await dialog.getByRole('button', { name: /add project/i }).click();
    await expect(page.getByText('Project Added Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(popup(page)).toBeVisible();
    await expect(popup(page).getByText(firstProjectAward, { exact: true })).toBeVisible();
    await popup(page)
      .getByRole('button', { name: /awesome!/i })
      .click();
    await expect(popup(page)).toBeHidden();

    const table = page.getByRole('table', { name: 'My projects' });
    const row = table.getByRole('row', { name: new RegExp(projectName) });
    await expect(row).toBeVisible();
    await expect(table.getByRole('button', { name: /delete/i })).toHaveCount(0);
    // The URL column shows the address shortened (no scheme): the whole one is the link and its tooltip.
    const link = row.getByRole('link', { name: 'github.com/nadia/app', exact: true });
    await expect(link).toHaveAttribute('href', 'https://github.com/nadia/app');
    await expect(link).toHaveAttribute('title', 'https://github.com/nadia/app');
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');

    await row.getByRole('button', { name: `Edit URL of ${projectName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Project URL' });
    await edit.getByLabel('Project URL').fill('');
    await edit.getByRole('button', { name: /save/i }).click();
    await expect(edit.getByText('This field is required')).toBeVisible();
    await edit.getByLabel('Project URL').fill('https://github.com/nadia/app-v2');
    await edit.getByRole('button', { name: /save/i }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByRole('link', { name: 'github.com/nadia/app-v2' })).toHaveAttribute(
      'href',
      'https://github.com/nadia/app-v2',
    );
  });

  test('manage projects: after an add from page 2 the table shows page 1, where the new project is', async ({ page }) => {
    const submission = (id: number, name: string) => ({
      id,
      project_id: id,
      url: `https://example.com/${id}`,
      created_at: '2025-01-01T00:00:00.000Z',
      project_name: name,
      points_value: 10,
      course_id: 1,
      course_title: 'Mock Course',
    });
    const rows = Array.from({ length: 25 }, (_, i) => submission(1000 + i, `Mock Project ${i + 1}`));
    await page.route('**/api/front/user-projects', async (route) => {
      if (route.request().method() === 'GET') return route.fulfill({ json: { projects: rows } });
      const added = submission(999, 'Mock New Project');
      rows.unshift(added);
      return route.fulfill({ status: 201, json: { message: 'Project Added Successfully', project: added } });
    });
    await page.goto('/manage-projects');
    await dismissAchievementPopup(page);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText('21–25 of 25')).toBeVisible();

    await page.getByRole('button', { name: /add project/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Project' });
    await dialog.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: courseTitles[1] }).click();
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Project URL').fill('https://github.com/nadia/another');
    await dialog.getByRole('button', { name: /add project/i }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1–20 of 26')).toBeVisible();
    await expect(page.getByRole('row', { name: /Mock New Project/ })).toBeVisible();
  });

  test('logout clears the stored values and goes to the login', async ({ page }) => {
    await page.goto('/');
    await dismissAchievementPopup(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Nadia' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
    const stored = await page.evaluate(() =>
      ['user_token', 'user_data', 'user_type', 'user_id', 'user_name'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null, null, null]);
    await page.goto('/edit-profile');
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
