import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test('any unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByText("The Page You Are Looking For Doesn't Exist.")).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found');
    await page.getByRole('link', { name: /back to homepage/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a path with a dot gets the app: /user/93. shows User Not Found, /x.y the not-found page', async ({ page }) => {
    await page.goto('/user/93.');
    await expect(page.getByText('User Not Found')).toBeVisible();
    await page.goto('/x.y');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const missing = await page.request.get('/assets/missing-file.js');
    expect(missing.status()).toBe(404);
  });
});
