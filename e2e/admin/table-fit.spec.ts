/**
 * Nothing hidden under the pinned Actions column at 1366 px (issue 20 item 8): with a student of a
 * long name and e-mail at the top of Users and of Payments, no text of a data cell shows beneath
 * the Actions column (a long text ends in an ellipsis inside its own cell, the whole text in its
 * tooltip when the pointer comes).
 */
import { expect, type Page } from '@playwright/test';
import { adminLogin } from '../support/admin-api';
import { openAdminPage, openDashboard } from '../support/admin';
import { test } from '../support/signed-in';

test.use({ viewport: { width: 1366, height: 900 } });

/**
 * The texts of the body cells whose visible part (the text's boxes cut by every box that clips
 * them) reaches right of the pinned column's left edge, and how many texts were looked at.
 */
function textsUnderActions(page: Page) {
  return page.evaluate(() => {
    const actions = document.querySelector('thead th[data-pinned="true"]');
    if (!actions) throw new Error('no pinned column');
    const edge = actions.getBoundingClientRect().left;
    const hidden: string[] = [];
    let seen = 0;
    for (const cell of document.querySelectorAll('tbody td:not([data-pinned="true"])')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        seen += 1;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          let [left, right] = [box.left, box.right];
          for (let clip = node.parentElement; clip && clip !== cell.parentElement; clip = clip.parentElement) {
            if (getComputedStyle(clip).overflowX === 'visible') continue;
            const { left: clipLeft, right: clipRight } = clip.getBoundingClientRect();
            [left, right] = [Math.max(left, clipLeft), Math.min(right, clipRight)];
          }
          if (right - left > 1 && right > edge + 1) hidden.push(node.textContent);
        }
      }
    }
    return { hidden, seen };
  });
}

test('Users and Payments at 1366 px: no cell text under the pinned Actions column', async ({ page, request }) => {
  const api = await adminLogin(request);
  const stamp = Date.now().toString(36);
  const name = `Maximiliana Alexandrovna Konstantinopoulou-Vanderbilt ${stamp}`;
  const student = await api.addStudent(name);
  const [course] = await api.courses();
  await api.enroll(student.id, course.id);

  await openDashboard(page);
  for (const [link, title] of [
    ['Users', 'Users Manage'],
    ['Payments', 'Payments'],
  ] as const) {
    await openAdminPage(page, link, title);
    // The newest first: the long name is on the first page of 100 (other tests add students meanwhile).
    await page.getByRole('combobox', { name: /rows per page/i }).click();
    await page.getByRole('option', { name: '100', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: stamp })).toBeVisible();
    const { hidden, seen } = await textsUnderActions(page);
    expect(seen, `${link}: texts looked at`).toBeGreaterThan(20);
    expect(hidden, `${link}: texts under the Actions column`).toEqual([]);
    // What an ellipsis cuts is the cell's tooltip once the pointer comes. The pointer leaves first:
    // one already over the cell (where the rows-per-page menu closed) would bring no pointerenter,
    // and a row drawn again after a refetch is a new cell that has not been entered.
    for (const text of [name, student.email]) {
      const cell = page.getByRole('cell').filter({ hasText: text }).first();
      await expect(async () => {
        await page.mouse.move(0, 0);
        await cell.hover();
        await expect(cell).toHaveAttribute('title', new RegExp(text.replace(/[.]/g, '\\.')), { timeout: 1_000 });
      }).toPass();
    }
  }
});
