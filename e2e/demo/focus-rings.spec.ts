import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The keyboard focus ring of a card drawn whole: the ring (outline width + offset around the
 * focused link) fits inside every ancestor that clips its content (overflow other than visible).
 */
async function ringIsWhole(link: Locator) {
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
    const clipped: string[] = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (
        ring.left < clip.left - 0.5 ||
        ring.right > clip.right + 0.5 ||
        ring.top < clip.top - 0.5 ||
        ring.bottom > clip.bottom + 0.5
      )
        clipped.push(parent.className.split(' ')[0] || parent.tagName);
    }
    return { outline: style.outlineStyle, clipped };
  });
}

async function focusByKeyboard(page: Page, link: Locator) {
  await page.keyboard.press('Tab');
  await link.focus();
  await expect(link).toHaveClass(/Mui-focusVisible/);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`card focus rings are not clipped at ${viewport.width}px (users, courses, projects, members)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const cards: [string, (page: Page) => Locator][] = [
      ['/users', (p) => p.locator('main a.MuiCardActionArea-root').first()],
      ['/courses', (p) => p.locator('main a.MuiCardActionArea-root').first()],
      ['/projects', (p) => p.locator('main a.MuiCardActionArea-root').first()],
    ];
    for (const [url, find] of cards) {
      await page.goto(url);
      const link = find(page);
      await expect(link).toBeVisible();
      await focusByKeyboard(page, link);
      expect(await ringIsWhole(link), url).toEqual({ outline: 'solid', clipped: [] });
    }
    // Members of a course: the cards under the course's letters.
    await page.goto('/courses');
    await page.locator('main a.MuiCardActionArea-root').first().click();
    const member = page.locator('main a.MuiCardActionArea-root[href^="/user/"]').first();
    await expect(member).toBeVisible();
    await focusByKeyboard(page, member);
    expect(await ringIsWhole(member), 'members').toEqual({ outline: 'solid', clipped: [] });
  });
}
