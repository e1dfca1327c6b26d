import { expect, test, type Page } from '@playwright/test';
import { ADMIN, outbox, signedIn, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

// The contact form on /help and the admin support inbox (issue #35). Each test plays a visitor of its
// own address (the e2e server trusts one proxy hop), so the form's per-IP limit counts only its sends.
const visitorIp = () => `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function writeFromHelp(page: Page, path: string, labels: { email: string; message: string; send: string }, email: string, message: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
  await page.goto(path);
  const form = page.getByTestId('contact-form');
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.message).fill(message);
  await form.getByRole('button', { name: labels.send }).click();
}

test('a visitor writes from /help, is told what happens next, and gets a receipt; the page names no "local instance"', async ({ page }) => {
  const email = uniqueEmail('asks');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitorIp() });
  await page.goto('/help');
  await expect(page.getByRole('heading', { name: 'Still have a question? Write to us' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/local instance|no operator is named/i);
  await expect(page.locator('[data-operator]')).toHaveCount(0);

  // Messages on blur, in words; nothing is sent. The form's checks load when the visitor turns to it
  // (ContactSlot): a field left before they arrive is checked on submit, not on its blur.
  const form = page.getByTestId('contact-form');
  await form.getByLabel('Email address').focus();
  await expect(page.locator('[data-testid="contact-form"][data-ready]')).toBeVisible();
  await form.getByLabel('Email address').fill('not-an-address');
  await form.getByLabel('Your message').fill('short');
  await form.getByLabel('Email address').focus();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Your message: at least 10 characters.')).toBeVisible();

  await writeFromHelp(page, '/help', { email: 'Email address', message: 'Your message', send: 'Send message' }, email, 'How do I change my quit date?');
  await expect(page.getByRole('status')).toHaveText(
    `Thank you, we have received your message. We will answer you by email at ${email} as soon as we can. A confirmation is on its way to that address.`,
  );
  await expect(page.getByRole('status')).toBeFocused();
  const [receipt] = await outbox(page.request, email);
  expect(receipt).toMatchObject({ template: 'support-receipt', subject: 'We have received your message' });
  expect(receipt!.text).not.toContain('How do I change my quit date?'); // never relays the sender's words
  await expectAccessible(page);
});

test('in German the form, its answer and the receipt are German', async ({ page }) => {
  const email = uniqueEmail('fragt');
  await writeFromHelp(
    page,
    '/de/hilfe',
    { email: 'E-Mail-Adresse', message: 'Deine Nachricht', send: 'Nachricht senden' },
    email,
    'Wie ändere ich mein Rauchstopp-Datum?',
  );
  await expect(page.getByRole('status')).toContainText(`Wir antworten dir so bald wie möglich per E-Mail an ${email}.`);
  const [receipt] = await outbox(page.request, email);
  expect(receipt).toMatchObject({ template: 'support-receipt', subject: 'Wir haben deine Nachricht erhalten' });
});

test('the admin opens the support inbox from the admin navigation, answers, and the sender gets the answer by email', async ({ browser, baseURL, page }) => {
  const email = uniqueEmail('answered');
  const question = `Can I pause my reminders? ${Date.now()} <img src=x onerror=alert(1)>`;
  await writeFromHelp(page, '/help', { email: 'Email address', message: 'Your message', send: 'Send message' }, email, question);
  await expect(page.getByRole('status')).toContainText('we have received your message');

  const admin = await signedIn(browser, baseURL!, ADMIN.email, ADMIN.password);
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Support' }).click();
  await expect(admin).toHaveURL(/\/admin\/support$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  const request = admin.getByTestId('support-request').filter({ hasText: email });
  // The question as text: its markup is shown, never run.
  await expect(request.getByText(question)).toBeVisible();
  await expect(request.locator('img')).toHaveCount(0);

  await request.getByLabel('Answer').fill('Yes: on /account, under reminders.');
  await request.getByRole('button', { name: 'Send answer' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Answer sent.' })).toBeVisible();
  const done = admin.getByTestId('support-request').filter({ hasText: email });
  await expect(done).toHaveAttribute('data-status', 'answered');
  await expect(done).toContainText(`Answered by ${ADMIN.email}`);
  await expect(done).toContainText('Yes: on /account, under reminders.');
  await expectAccessible(admin);

  const reply = (await outbox(admin.request, email)).find((m) => m.template === 'support-answer');
  expect(reply?.subject).toBe('Our answer to your message');
  expect(reply?.text).toContain('Yes: on /account, under reminders.');
  expect(reply?.text).toContain(`> ${question}`);
});
