import { expect, test } from '@playwright/test';
import { footerNewsletter, idTokenFor, outbox, uniqueEmail, openBeforeScripts } from './helpers';
import { expectAccessible } from './axe';
import { firstVisit } from './consent-state';

test('subscribe from the footer in German, confirm from the outbox, land on success; the link works once', async ({ page }) => {
  const email = uniqueEmail('news');
  await page.goto('/de/hilfe');
  const form = await footerNewsletter(page, 'E-Mail-Adresse');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel(/Ich möchte den Exhale-Newsletter erhalten/).check();
  await form.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(form.getByRole('status')).toHaveText(/Fast geschafft/);

  const [mail] = await outbox(page.request, email);
  expect(mail?.subject).toBe('Bitte bestätige dein Abonnement des Exhale-Newsletters');
  const link = /http\S+\/de\/subscribe-verify\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
  // Opening the link (as a mail scanner does) confirms nothing: it asks, and asks again.
  for (let i = 0; i < 2; i++) {
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestätige dein Abonnement');
    await expect(page.getByText('Mit einem Klick bestätigst du, dass du den Exhale-Newsletter an diese Adresse bekommen möchtest.')).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mein Abonnement bestätigen' }).click();
  await expect(page).toHaveURL(/\/de\/subscribe-verify\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Abonnement ist bestätigt');

  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/de\/subscribe-verify\/error$/);

  // The link from the email asks, one click unsubscribes, and the page says so; again changes nothing.
  const unsubscribe = /\/de\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(page.getByRole('status')).toHaveText('Du hast den Newsletter abbestellt und bekommst ihn nicht mehr.');
  await expectAccessible(page);
  expect((await page.goto(unsubscribe))?.status()).toBe(200);
});

test('the footer form refuses bad input and sends nothing', async ({ page }) => {
  await page.goto('/');
  const form = await footerNewsletter(page);
  await form.getByLabel('Email address').fill('not-an-email');
  await form.getByLabel('Email address').blur(); // message on blur, before the click below
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.locator('#newsletter-email-error')).toHaveText('Please enter a valid email address.');
  await expect(form.locator('#newsletter-consent-error')).toHaveText('Please tick the box to agree.');
  await expect(form.getByRole('alert')).toHaveText('Sorry, not all fields are filled out correctly.');
  expect(await outbox(page.request, 'not-an-email')).toHaveLength(0);
});

test('the footer form loads its validation when the visitor turns to it, not with every page', async ({ browser }) => {
  // A first visit whose idle callbacks run at once: the cookie banner, which loads at idle, shows they ran.
  const context = await browser.newContext({ storageState: firstVisit });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.requestIdleCallback = (run) => window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0);
  });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const form = page.locator('.newsletter');
  await expect(form).not.toHaveAttribute('data-ready');
  await form.getByLabel('Email address').focus();
  await expect(form).toHaveAttribute('data-ready');
  await context.close();
});

test('what a visitor types into the footer form before its validation has loaded is kept and sent', async ({ page }) => {
  // The visitor fills in the server-rendered form and presses the button before the real form exists.
  // Its own address for the per-IP sign-up limit (a documentation address, only a header here).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.7' });
  const email = uniqueEmail('early');
  await openBeforeScripts(page, '/');
  const form = page.locator('.newsletter');
  await expect(form).not.toHaveAttribute('data-ready');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel(/I would like to receive/).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.newsletter[data-ready]').getByRole('status')).toHaveText(/Almost done/);
  expect(await outbox(page.request, email)).toHaveLength(1);
  // The news takes the form's place and keyboard focus, so it cannot be sent again by accident; the
  // form comes back, empty and focused, for another address.
  await expect(form.getByRole('status')).toBeFocused();
  await expect(form.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Subscribe another address' }).click();
  await expect(form.getByLabel('Email address')).toBeFocused();
  await expect(form.getByLabel('Email address')).toHaveValue('');
  await expectAccessible(page);
});

test('take the dependence test and see the score; unanswered questions are named', async ({ page }) => {
  await page.goto('/survey/test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('#q1-error')).toHaveText('Please answer question 1.');
  const question = page.locator('fieldset.question:visible');
  // One question per step: 3 + 1 + 1 + 1 + 0 + 0 points.
  for (const answer of ['Within 5 minutes', 'Yes', 'The first one in the morning', '11 to 20', 'No']) {
    await question.getByLabel(answer, { exact: true }).check();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await question.getByLabel('No', { exact: true }).check();
  await page.getByRole('button', { name: 'Show my result' }).click();
  await expect(page.getByRole('heading', { name: 'Your result: 6 of 10 points' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'High dependence' })).toBeVisible();
});

test('the motivation survey in Polish: reasons from the database, saved with next steps', async ({ page }) => {
  await page.goto('/pl/survey/motivation');
  await page.getByRole('button', { name: 'Zapisz moje odpowiedzi' }).click();
  await expect(page.locator('#reasons-error')).toHaveText('Wybierz co najmniej jeden powód.');
  await expect(page.locator('#readiness-error')).toHaveText('Zaznacz na skali od 0 do 10, na ile czujesz gotowość.');
  await page.locator('[data-ruler="readiness"]').getByRole('radio', { name: '7', exact: true }).check();
  await page.locator('[data-ruler="confidence"]').getByRole('radio', { name: '5', exact: true }).check();
  await page.getByLabel('Moje zdrowie').check();
  await expect(page.locator('#reasons-error')).toHaveCount(0); // checkboxes: checked again at once
  await page.getByLabel('Lepszy sen').check();
  // A quit date in the past: its message comes when the visitor leaves the field, not while typing.
  const quitDate = page.locator('#quitDate');
  await quitDate.fill('2020-01-01');
  await expect(page.locator('#quitDate-error')).toHaveCount(0);
  await quitDate.blur();
  await expect(page.locator('#quitDate-error')).toHaveText(/Wybierz dzień nie wcześniej niż dziś i nie później niż za \d+ dni\./);
  await quitDate.fill('');
  await page.getByRole('button', { name: 'Zapisz moje odpowiedzi' }).click();
  await expect(page.getByRole('heading', { name: 'Dziękujemy! Twój plan nabiera kształtu.' })).toBeFocused();
});

test('a signed-in member downloads their data, deletes the account, and can no longer sign in', async ({ page, baseURL }) => {
  const email = uniqueEmail('delete');
  const token = await idTokenFor(email, 'delete-me-123', true);
  const session = await page.request.post('/api/session', { headers: { Authorization: `Bearer ${token}`, Origin: baseURL! } });
  expect(session.status()).toBe(200);

  // The confirmation's address, sent to a member who is signed in, does not say the account is gone.
  await page.goto('/start-data-deletion?deleted=1');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('Your account and your data have been deleted.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Delete my data' }).first().click();
  await expect(page).toHaveURL(/\/data-deletion$/);
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();

  const exported = await page.request.get('/api/me/export');
  expect(exported.headers()['content-disposition']).toContain('attachment');
  expect((await exported.json()).account.email).toBe(email);

  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  await expect(page.locator('#confirm-error')).toHaveText('Please tick the box to confirm.');
  await page.getByLabel('I understand that my account and my data will be deleted for good.').check();
  await page.getByRole('button', { name: 'Delete my account and data' }).click();
  await expect(page).toHaveURL(/\/start-data-deletion\?deleted=1$/);
  await expect(page.getByRole('status')).toContainText('Your account and your data have been deleted.');

  expect((await page.request.get('/data-deletion', { maxRedirects: 0 })).status()).toBe(307);
  await expect(idTokenFor(email, 'delete-me-123')).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
});
