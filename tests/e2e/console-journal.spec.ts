import sharp from 'sharp';
import { createStaff, signInStaff, type TestStaff } from './helpers/staff';
import { toast } from './helpers/forms';
import { expect, test } from './helpers/test';

// Issue 39: an admin writes a journal post in the console; the live preview is the server's
// sanitised HTML (no script, no javascript: link); a concierge reads the same form, disabled.

let admin: TestStaff;
let concierge: TestStaff;
test.beforeAll(() => {
  admin = createStaff('admin');
  concierge = createStaff('concierge');
});

test('an admin writes a post with a safe preview; a concierge reads it', async ({ browser }) => {
  const slug = `console-journal-${Date.now()}`;
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await adminContext.newPage();
  await signInStaff(page, admin);
  await page.goto('/concierge/catalog/posts');
  await page.getByRole('link', { name: 'New post' }).click();
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill('A console test post');
  await form.getByLabel('Address name').fill(slug);
  await form.getByLabel('Excerpt').fill('Written by the console journal test.');
  await form.getByLabel('Author', { exact: true }).fill('The Test Desk');
  await form.getByLabel('The post (Markdown)').fill('First words.');
  await form.getByRole('button', { name: 'Add the post' }).click();
  await expect(toast(page, 'Post added')).toBeVisible();
  await expect(page).toHaveURL(/\/concierge\/catalog\/posts\/\d+$/);
  const postUrl = page.url();

  const edit = page.getByRole('form', { name: 'Edit the post' });
  await edit
    .getByLabel('The post (Markdown)')
    .fill('Hello <script>alert(1)</script> reader.\n\nA [x](javascript:alert(1)) link.');
  const preview = page.getByTestId('post-preview');
  await expect(preview).toContainText('Hello');
  await expect(preview).toContainText('reader.');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await adminContext.close();

  const conciergeContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const reader = await conciergeContext.newPage();
  await signInStaff(reader, concierge);
  await reader.goto(postUrl);
  const readOnly = reader.getByRole('form', { name: 'Edit the post' });
  await expect(readOnly.getByLabel('Title')).toHaveValue('A console test post');
  await expect(readOnly.getByLabel('Title')).toBeDisabled();
  await expect(readOnly.getByLabel('The post (Markdown)')).toBeDisabled();
  await expect(readOnly.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await expect(reader.getByTestId('post-preview')).toContainText('reader.');
  await conciergeContext.close();
});

/** A photograph-sized picture of one colour, as a camera would give it. */
const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('an admin gives a post a cover, describes it, replaces it and removes it', async ({
  browser,
}) => {
  const slug = `console-cover-${Date.now()}`;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInStaff(page, admin);
  await page.goto('/concierge/catalog/posts/new');
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill('A post with a cover');
  await form.getByLabel('Address name').fill(slug);
  await form.getByLabel('Excerpt').fill('Written by the cover test.');
  await form.getByLabel('Author', { exact: true }).fill('The Test Desk');
  await form.getByLabel('The post (Markdown)').fill('Words under a picture.');
  await expect(form.getByText('No cover: the journal shows the post without one.')).toBeVisible();
  await form
    .getByLabel('Upload a cover')
    .setInputFiles({ name: 'lake.jpg', mimeType: 'image/jpeg', buffer: await photo('#336699') });
  const cover = form.getByRole('region', { name: 'Cover picture' }).locator('img');
  await expect(cover).toHaveAttribute('src', /^\/media\/catalog\/[0-9a-f]{32}-\d+\.webp$/);
  await form.getByRole('button', { name: 'Add the post' }).click();
  await expect(form.getByLabel('Cover description')).toHaveAccessibleDescription(
    /Please describe the cover picture for readers who cannot see it/,
  );
  await form.getByLabel('Cover description').fill('A blue lake under a clear sky');
  await form.getByRole('button', { name: 'Add the post' }).click();
  await expect(toast(page, 'Post added')).toBeVisible();
  const edit = page.getByRole('form', { name: 'Edit the post' });
  const first = await edit
    .getByRole('region', { name: 'Cover picture' })
    .locator('img')
    .getAttribute('src');
  await page.screenshot({ path: 'test-results/console-post-cover-1440.png', fullPage: true });

  await edit
    .getByLabel('Replace the cover')
    .setInputFiles({ name: 'dune.jpg', mimeType: 'image/jpeg', buffer: await photo('#cc9944') });
  const replaced = edit.getByRole('region', { name: 'Cover picture' }).locator('img');
  await expect(replaced).not.toHaveAttribute('src', first!);
  await edit.getByLabel('Cover description').fill('A golden dune at noon');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(edit.getByLabel('Cover description')).toHaveValue('A golden dune at noon');
  await expect(replaced).toHaveAttribute('src', /^\/media\/catalog\//);
  const served = await page.request.get((await replaced.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');

  await edit.getByRole('button', { name: 'Remove the cover' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Saved')).toBeVisible();
  await page.reload();
  await expect(edit.getByText('No cover: the journal shows the post without one.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/console-post-cover-390.png', fullPage: true });
  await context.close();
});
