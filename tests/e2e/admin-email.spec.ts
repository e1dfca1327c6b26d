import { expect, test } from '@playwright/test';
import { ADMIN, confirmSubscription, outbox, signedIn, subscribeInFooter, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

test('a Markdown newsletter: previewed in a frame that runs nothing, sent as a job whose progress the page follows by itself to done', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(90_000);
  // A confirmed English subscriber.
  const email = uniqueEmail('job-reader');
  await subscribeInFooter(page, email);
  await expect.poll(async () => (await outbox(page.request, email)).length, { timeout: 15_000 }).toBe(1);
  await confirmSubscription(page, /\/subscribe-verify\/[A-Za-z0-9_-]{43}/.exec((await outbox(page.request, email))[0]!.text)![0]);
  await expect(page).toHaveURL(/subscribe-verify\/success$/);

  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/email');
  const subject = `Job ${Date.now()}`;
  await admin.getByLabel('Subject').fill(subject);
  await admin
    .getByLabel('Text')
    .fill('You are **doing well**.\n\nRead [the NHS advice](https://www.nhs.uk/better-health/quit-smoking/).\n\n<script>alert(1)</script>');
  await expect(admin.getByText(/Markdown: \*\*bold\*\*/)).toBeVisible();
  for (const lang of ['Deutsch', 'Français', 'Nederlands', 'Español', 'Русский', 'Italiano', 'Português', 'Polski'])
    await admin.getByLabel(lang, { exact: true }).uncheck();

  // Preview: the email as the subscriber sees it, in a sandboxed frame.
  await admin.getByRole('button', { name: 'Preview' }).click();
  const frame = admin.frameLocator('iframe[title="Preview of the newsletter"]');
  await expect(frame.getByRole('heading', { name: subject })).toBeVisible();
  await expect(frame.locator('strong')).toHaveText('doing well');
  await expect(frame.getByRole('link', { name: 'the NHS advice' })).toHaveAttribute('href', 'https://www.nhs.uk/better-health/quit-smoking/');
  await expect(frame.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(admin.locator('iframe[title="Preview of the newsletter"]')).toHaveAttribute('sandbox', '');

  // Send: the answer comes at once; the job appears and the page follows it to done without a reload.
  await admin.getByRole('button', { name: 'Send newsletter' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Send newsletter' }).click();
  await expect(admin.getByRole('status').filter({ hasText: /Queued for \d+ subscribers?\./ })).toBeVisible();
  const job = admin.locator('li[data-status]', { hasText: subject });
  await expect(job).toBeVisible();
  await expect(job.getByText('Done', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(job).toContainText(/([\d,]+) of \1 messages? sent/);
  await expect(job.getByRole('button', { name: 'Pause' })).toHaveCount(0);

  const [mail] = (await outbox(admin.request, email)).filter((m) => m.subject === subject);
  expect(mail?.text).toContain('You are **doing well**.');

  // Right after a reload too.
  await admin.reload();
  await expect(admin.locator('li[data-status]', { hasText: subject }).getByText('Done', { exact: true })).toBeVisible();
  // One date format on the page (issue #35): the send, the outbox and the subscribers read "Dec 7, 2026", never "12/7/26".
  await expect(admin.locator('li[data-status]', { hasText: subject })).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  await expect(admin.locator('.outbox')).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  await expect(admin.locator('main')).not.toContainText(/\b\d{1,2}\/\d{1,2}\/\d{2}\b/);
  await expectAccessible(admin);
});
