import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test('any unknown path answers 404 and shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/nope');
    // Issue 44 item 3: no soft 404s, so search engines drop the address.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText("The Page You Are Looking For Doesn't Exist.")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
    await page.getByRole('link', { name: /back to homepage/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a path with a dot gets the app with 404: /user/93. shows User Not Found, /x.y the not-found page', async ({ page }) => {
    expect((await page.goto('/user/93.'))?.status()).toBe(404);
    await expect(page.getByText('User Not Found')).toBeVisible();
    expect((await page.goto('/x.y'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const missing = await page.request.get('/assets/missing-file.js');
    expect(missing.status()).toBe(404);
  });

  test("a missing student's profile answers 404 and keeps its own not-found content, with the way back to the users", async ({
    page,
  }) => {
    expect((await page.goto('/user/999999'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back To Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
  });
});
