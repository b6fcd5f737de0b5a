/** Every validation message of the admin forms (docs/product.md#validation) shows under its field. */
import { expect, type Locator, type Page } from '@playwright/test';
import { dialog, openAdminPage, openDashboard, row, touchEmpty, touchEmptySelect } from '../support/admin';
import { test } from '../support/signed-in';

const REQUIRED = 'This Field is Required';

async function expectMessage(form: Locator, label: string, message: string) {
  const field = form
    .getByLabel(label, { exact: true })
    .or(form.getByRole('combobox', { name: label, exact: true }))
    .first();
  const container = field.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]');
  await expect(container.getByText(message, { exact: true })).toBeVisible();
}

async function openAdd(page: Page, link: string, title: string, subject: string) {
  await openAdminPage(page, link, title);
  await page.getByRole('button', { name: new RegExp(`add ${subject}`, 'i') }).click();
  return dialog(page, `Add ${subject}`);
}

test.describe('admin form validation', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('user form: required, e-mail and password rules; edit keeps a blank password', async ({ page }) => {
    const form = await openAdd(page, 'Users', 'Users Manage', 'User');
    await touchEmpty(form.getByLabel('Name', { exact: true }));
    await expectMessage(form, 'Name', REQUIRED);
    await touchEmpty(form.getByLabel('Email', { exact: true }));
    await expectMessage(form, 'Email', REQUIRED);
    await form.getByLabel('Email', { exact: true }).fill('broken@');
    await expectMessage(form, 'Email', 'E-Mail Must Be Valid');
    await touchEmpty(form.getByLabel('Password', { exact: true }));
    await expectMessage(form, 'Password', REQUIRED);
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await expectMessage(form, 'Password', 'Password Must Be At Least 6 Characters');
    await expect(form.getByRole('button', { name: /^save$/i })).toBeDisabled();
    await form.getByRole('button', { name: /cancel/i }).click();

    await page
      .getByRole('button', { name: /actions for/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const edit = dialog(page, 'Edit User');
    await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(edit.getByRole('button', { name: /^update$/i })).toBeEnabled();
    await edit.getByLabel('Password', { exact: true }).fill('abc');
    await expectMessage(edit, 'Password', 'Password Must Be At Least 6 Characters');
    await expect(edit.getByRole('button', { name: /^update$/i })).toBeDisabled();
  });

  test('enroll, unenroll and give-achievement dialogs', async ({ page }) => {
    await openAdminPage(page, 'Users', 'Users Manage');
    await page.getByLabel('Search by Name or Email', { exact: true }).fill('student@academy.test');
    await expect(page.getByRole('row')).toHaveCount(2);
    const actions = row(page, 'student@academy.test').getByRole('button', { name: /actions/i });

    await actions.click();
    await page.getByRole('menuitem', { name: 'Enroll', exact: true }).click();
    const enroll = page.getByRole('dialog');
    await touchEmptySelect(enroll, 'Course');
    await expectMessage(enroll, 'Course', REQUIRED);
    await touchEmpty(enroll.getByLabel('Price (EGP)', { exact: true }));
    await expectMessage(enroll, 'Price (EGP)', REQUIRED);
    await enroll.getByLabel('Price (EGP)', { exact: true }).fill('-5');
    await expectMessage(enroll, 'Price (EGP)', 'This Field Must Be 0 or More');
    await expect(enroll.getByRole('button', { name: /^enroll$/i })).toBeDisabled();
    await enroll.getByRole('button', { name: /cancel/i }).click();
    await expect(enroll).toBeHidden();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Unenroll', exact: true }).click();
    const unenroll = page.getByRole('dialog');
    await touchEmptySelect(unenroll, 'Course');
    await expectMessage(unenroll, 'Course', REQUIRED);
    await unenroll.getByRole('button', { name: /cancel/i }).click();
    await expect(unenroll).toBeHidden();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Give Achievement', exact: true }).click();
    const give = dialog(page, 'Give Achievement');
    await touchEmptySelect(give, 'Achievement');
    await expectMessage(give, 'Achievement', 'Achievement is required');
    await expect(give.getByRole('button', { name: /^give$/i })).toBeDisabled();
    await give.getByRole('button', { name: /cancel/i }).click();

    await actions.click();
    await page.getByRole('menuitem', { name: 'Projects', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Projects' })).toBeVisible();
    await page.getByRole('button', { name: /add project/i }).click();
    const add = dialog(page, 'Add Project');
    await touchEmptySelect(add, 'Project');
    await expectMessage(add, 'Project', REQUIRED);
    await touchEmpty(add.getByLabel('URL', { exact: true }));
    await expectMessage(add, 'URL', REQUIRED);
    await add.getByRole('button', { name: /cancel/i }).click();
    await expect(add).toBeHidden();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const edit = page.getByRole('dialog');
    await touchEmpty(edit.getByLabel('URL', { exact: true }));
    await expectMessage(edit, 'URL', REQUIRED);
    await expect(edit.getByRole('button', { name: /^update$/i })).toBeDisabled();
  });

  test('course and project forms', async ({ page }) => {
    const course = await openAdd(page, 'Courses', 'Courses Manage', 'Course');
    await touchEmpty(course.getByLabel('Title', { exact: true }));
    await expectMessage(course, 'Title', REQUIRED);
    await course.getByLabel('Image URL', { exact: true }).fill('http://insecure.example.com/a.png');
    await expectMessage(course, 'Image URL', 'Image Must Be An https:// URL Or An Uploaded File');
    await course.getByLabel('Link', { exact: true }).fill('academy.example.com');
    await expectMessage(course, 'Link', 'Link Must Start With http:// or https://');
    await expect(course.getByRole('button', { name: /^save$/i })).toBeDisabled();
    await course.getByRole('button', { name: /cancel/i }).click();

    const project = await openAdd(page, 'Projects', 'Projects Manage', 'Project');
    await touchEmptySelect(project, 'Course');
    await expectMessage(project, 'Course', REQUIRED);
    await touchEmpty(project.getByLabel('Name', { exact: true }));
    await expectMessage(project, 'Name', REQUIRED);
    await touchEmpty(project.getByLabel('Points', { exact: true }));
    await expectMessage(project, 'Points', REQUIRED);
    await project.getByLabel('Points', { exact: true }).fill('-1');
    await expectMessage(project, 'Points', 'This Field Must Be 0 or More');
    await expect(project.getByRole('button', { name: /^save$/i })).toBeDisabled();
  });

  test('achievement form: spec messages, type on creation only, rule fields for automatic', async ({ page }) => {
    const form = await openAdd(page, 'Achievements', 'Achievements Manage', 'Achievement');
    await touchEmpty(form.getByLabel('Name', { exact: true }));
    await expectMessage(form, 'Name', 'Name is required');
    await touchEmpty(form.getByLabel('Description', { exact: true }));
    await expectMessage(form, 'Description', 'Description is required');
    await touchEmpty(form.getByLabel('Points', { exact: true }));
    await expectMessage(form, 'Points', 'Points are required');
    await form.getByLabel('Points', { exact: true }).fill('0');
    await expectMessage(form, 'Points', 'Points must be greater than 0');
    await touchEmptySelect(form, 'Type');
    await expectMessage(form, 'Type', 'Type is Required');
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Automatic' }).click();
    // The rule's messages show while the other fields are still wrong, not only once they are right.
    await touchEmptySelect(form, 'Rule Metric');
    await expectMessage(form, 'Rule Metric', 'Rule Metric is Required');
    await touchEmpty(form.getByLabel('Rule Threshold', { exact: true }));
    await expectMessage(form, 'Rule Threshold', 'Rule Threshold is Required');
    await expectMessage(form, 'Name', 'Name is required');
    await form.getByLabel('Name', { exact: true }).fill('Ten Projects');
    await form.getByLabel('Description', { exact: true }).fill('Submitted ten projects.');
    await form.getByLabel('Points', { exact: true }).fill('10');
    await expectMessage(form, 'Rule Metric', 'Rule Metric is Required');
    await form.getByRole('combobox', { name: 'Rule Metric' }).click();
    await page.getByRole('option', { name: 'Projects Count' }).click();
    await form.getByLabel('Rule Threshold', { exact: true }).fill('0');
    await expectMessage(form, 'Rule Threshold', 'Rule Threshold Must Be At Least 1');
    await expect(form.getByRole('button', { name: /^save$/i })).toBeDisabled();
    await form.getByRole('button', { name: /cancel/i }).click();

    await page.getByRole('button', { name: 'Edit' }).first().click();
    const edit = dialog(page, 'Edit Achievement');
    await expect(edit.getByRole('combobox', { name: 'Type' })).toHaveAttribute('aria-disabled', 'true');
  });

  test('skill form, and skills held by users cannot be deleted', async ({ page }) => {
    const form = await openAdd(page, 'Skills', 'Skills Manage', 'Skill');
    await touchEmpty(form.getByLabel('Name', { exact: true }));
    await expectMessage(form, 'Name', 'Name is required');
    await expect(form.getByRole('button', { name: /^save$/i })).toBeDisabled();
    await form.getByRole('button', { name: /cancel/i }).click();
    const held = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Delete', disabled: true }) });
    await expect(held.first()).toBeVisible();
  });
});
