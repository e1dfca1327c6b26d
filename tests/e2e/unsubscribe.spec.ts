import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN, confirmSubscription, idTokenFor, outbox, uniqueEmail, subscribeInFooter } from './helpers';
import { expectAccessible } from './axe';

async function adminRequest(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/session', {
    headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  return context.request;
}

/** The address's status as the admin's subscribers export shows it. */
async function exportedStatus(admin: APIRequestContext, email: string) {
  const csv = await (await admin.get('/api/admin/subscribers')).text();
  const line = csv.split('\n').find((l) => l.startsWith(`${email},`));
  return line?.split(',')[2];
}

test('the emailed unsubscribe link asks for one click (opening it changes nothing), and the click works without JavaScript', async ({
  browser,
  baseURL,
  page,
}) => {
  // Its own address for the per-IP sign-up limit (a documentation address, only a header here).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.58' });
  const email = uniqueEmail('leaving');
  await subscribeInFooter(page, email);
  const [mail] = await outbox(page.request, email);
  await confirmSubscription(page, /\/subscribe-verify\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0]);
  await expect(page).toHaveURL(/subscribe-verify\/success$/);
  const admin = await adminRequest(browser, baseURL!);
  expect(await exportedStatus(admin, email)).toBe('active');

  const token = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  // A mail scanner (or the person) opens the link: nothing changes, the page asks.
  const scanner = await page.request.get(`/unsubscribe/${token}`);
  expect(scanner.status()).toBe(200);
  expect(await exportedStatus(admin, email)).toBe('active');

  // The person, in German, without JavaScript: one button, then the done state with a next step.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto(`/de/unsubscribe/${token}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Newsletter abbestellen');
  await expect(visitor.getByText('Möchtest du den Exhale-Newsletter nicht mehr erhalten?')).toBeVisible();
  expect(await exportedStatus(admin, email)).toBe('active');
  await visitor.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Du hast den Newsletter abbestellt und bekommst ihn nicht mehr.');
  await expect(visitor).toHaveURL(new RegExp(`/de/unsubscribe/${token}$`));
  await expect(visitor.getByRole('link', { name: 'Erneut abonnieren' })).toBeVisible();
  expect(await exportedStatus(admin, email)).toBe('unsubscribed');

  // Opening the link again says so, and changes nothing.
  await visitor.goto(`/de/unsubscribe/${token}`);
  await expect(visitor.getByRole('status')).toHaveText('Du hast den Newsletter abbestellt und bekommst ihn nicht mehr.');
  await expect(visitor.getByRole('button', { name: 'Abbestellen' })).toHaveCount(0);
  await context.close();

  // With JavaScript the same click works, in English.
  await page.goto(`/unsubscribe/${token}`);
  await expect(page.getByRole('status')).toHaveText('You have been unsubscribed. You will not receive any more newsletters from us.');
  await expectAccessible(page);
});

test('a link that does not exist says so, with a way on', async ({ page }) => {
  const response = await page.goto(`/fr/unsubscribe/${'x'.repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien ne fonctionne pas');
  await expect(page.getByRole('button', { name: 'Se désabonner' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Aller à l’accueil' })).toBeVisible();
  await expectAccessible(page);
});
