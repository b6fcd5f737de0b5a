/**
 * Finding classmates and the profile's GitHub and website (issue 25 items 4 and 5), at 1366 and
 * 390 wide: the search on /users (accents and Arabic letter forms ignored) and the course filter,
 * both kept in the address; 'No users found'; the two links saved on /edit-profile and shown on
 * the profile. Expected cards come from the public API.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, type AdminApi } from '../support/admin-api';
import { expectAccessible, PHONE } from '../support/screens';
import { dismissAchievementPopup, signInWithApi, type StudentAccount } from '../support/student-session';

test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1366, height: 900 };
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/issue25/${name}.png`, fullPage: false });
/** A word no demo name holds, so a search for it finds only this file's students. */
const token = `qzx${String(Date.now()).slice(-5)}`;

let admin: AdminApi;
let course: { id: number; title: string };
let emile: StudentAccount;
let aya: StudentAccount;

test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  course = await admin.addCourse(`Classmates Course ${token}`);
  emile = await addStudent(`Émile Zoë ${token}`, 'emile');
  await admin.enroll(emile.id, course.id);
  // Diacritics and an alef with madda: found by a search typed without them.
  aya = await addStudent(`آيَة مصطفى ${token}`, 'aya');
});

async function addStudent(name: string, mailbox: string): Promise<StudentAccount> {
  const account = { name, email: `${mailbox}.${token}@e2e.test`, password: 'secret123' };
  const { user } = await admin.post<{ user: { id: number } }>('/api/admin/user/add', account);
  return { ...account, id: user.id };
}

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Search Users By Name' });
const cardNames = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

for (const viewport of [WIDE, PHONE]) {
  test.describe(`${viewport.width} wide`, () => {
    test.use({ viewport });

    test('searches by name with letters folded, keeps the search and the course in the address', async ({ page, request }) => {
      await page.goto('/users');
      await searchField(page).fill(`emile zoe ${token}`);
      await expect(page).toHaveURL(new RegExp(`\\?search=emile\\+zoe\\+${token}$`));
      await expect(cardNames(page)).toHaveText([emile.name]);
      await expectAccessible(page);
      await shot(page, `users-search-${viewport.width}`);

      // The rank on the card is the student's rank among all, as the API gives it.
      const api = await (await request.get(`/api/front/users?search=${token}`)).json();
      expect(api.users.map((u: { name: string }) => u.name).sort()).toEqual([emile.name, aya.name].sort());

      // The address holds the search: a reload (or a shared link) shows the same.
      await page.reload();
      await expect(searchField(page)).toHaveValue(`emile zoe ${token}`);
      await expect(cardNames(page)).toHaveText([emile.name]);

      await searchField(page).fill(`اية مصطفي ${token}`);
      await expect(cardNames(page)).toHaveText([aya.name]);

      // Both students by the token; the course keeps the enrolled one.
      await searchField(page).fill(token);
      await expect(cardNames(page)).toHaveCount(2);
      await page.getByRole('combobox', { name: 'Course' }).click();
      await page.getByRole('option', { name: course.title }).click();
      await expect(page).toHaveURL(new RegExp(`search=${token}&course=${course.id}$`));
      await expect(cardNames(page)).toHaveText([emile.name]);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Course' })).toHaveText(course.title);
      await expect(cardNames(page)).toHaveText([emile.name]);
      await expectAccessible(page);
      await shot(page, `users-search-course-${viewport.width}`);
    });

    test("says 'No users found' when nothing matches, and a single letter searches nothing yet", async ({ page }) => {
      await page.goto('/users');
      await searchField(page).fill(`nobody${token}`);
      await expect(page.getByText('No users found')).toBeVisible();
      await expect(page).toHaveURL(/\?search=nobody/);
      await expectAccessible(page);
      await shot(page, `users-search-none-${viewport.width}`);

      await searchField(page).fill('q');
      await expect(page.getByText('Type At Least 2 Characters')).toBeVisible();
      await expect(cardNames(page)).toHaveCount(9);
    });

    test('GitHub and website: saved on /edit-profile as links, shown on the profile', async ({ page, request }) => {
      await signInWithApi(page, request, emile);
      await page.goto('/edit-profile');
      await dismissAchievementPopup(page);
      await page.getByRole('textbox', { name: 'Website' }).fill('javascript:alert(1)');
      await page.getByRole('button', { name: /save changes/i }).click();
      await expect(page.getByText('Enter A Website Link (http:// Or https://)')).toBeVisible();

      await page.getByRole('textbox', { name: 'GitHub' }).fill(`@${token}-dev`);
      await page.getByRole('textbox', { name: 'Website' }).fill(`${token}.dev/cv`);
      await page.getByRole('button', { name: /save changes/i }).click();
      await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
      // Stored as links: the form shows them so once saved, and again when opened anew.
      for (const opened of ['saved', 'reloaded']) {
        if (opened === 'reloaded') await page.reload();
        await expect(page.getByRole('textbox', { name: 'GitHub' }), opened).toHaveValue(`https://github.com/${token}-dev`);
        await expect(page.getByRole('textbox', { name: 'Website' }), opened).toHaveValue(`https://${token}.dev/cv`);
      }
      await expectAccessible(page);

      await page.goto(`/user/${emile.id}`);
      await expect(page.getByRole('link', { name: `GitHub of ${emile.name}` })).toHaveAttribute(
        'href',
        `https://github.com/${token}-dev`,
      );
      await expect(page.getByRole('link', { name: `Website of ${emile.name}` })).toHaveAttribute(
        'href',
        `https://${token}.dev/cv`,
      );
      await expectAccessible(page);
      await shot(page, `profile-links-${viewport.width}`);
    });
  });
}
