import { expect, test, type Browser, type Page } from '@playwright/test';
import { oobCodes, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

// Sign-in by an emailed link, in Chromium against the real Firebase Auth emulator (the other sign-in
// flows: ./auth-flows.spec.ts).

/** Opens a sign-in screen and waits until it is hydrated. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator('.auth-screen[data-ready]').first().waitFor();
}

/** The sign-in link the emulator would have emailed to `email` (the newest one). */
async function signInLink(email: string): Promise<string> {
  const code = (await oobCodes()).filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').pop();
  expect(code, `a sign-in link for ${email}`).toBeTruthy();
  return code!.oobLink;
}

/** Asks for a sign-in link on a new page of `browser` (its own storage), in German. */
async function requestLinkInGerman(browser: Browser, email: string, from: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, from);
  await page.getByRole('link', { name: 'Anmeldelink per E-Mail schicken' }).click();
  await expect(page.getByRole('heading', { name: 'Mit einem E-Mail-Link anmelden' })).toBeVisible();
  await page.locator('.auth-screen[data-ready]').waitFor();
  await page.locator('main').getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
  await expect(page.locator('.auth-screen [role=status]')).toHaveText(
    `Wir haben einen Anmeldelink an ${email} geschickt. Öffne ihn, um dich anzumelden; er funktioniert nur einmal.`,
  );
  return page;
}

test('sign-in by email link in German: the emailed link signs in and follows the redirect; a second use is refused', async ({ browser, baseURL }) => {
  const email = uniqueEmail('link');
  const page = await requestLinkInGerman(browser, email, '/de/login?redirect=%2Fde%2Fdata-deletion');
  await expectAccessible(page, '/de/login?mode=emailLink (sent)');
  const link = await signInLink(email);
  // The emulator's link leads back to the page that asked for it, with the redirect.
  expect(new URL(new URL(link).searchParams.get('continueUrl')!).pathname).toBe('/de/login');

  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/de/data-deletion`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Deine Daten löschen');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  // The same link again, in another browser: it asks for the address, then says the link is used up.
  const other = await (await browser.newContext()).newPage();
  await other.goto(link);
  await other.locator('.auth-screen[data-ready]').waitFor();
  await expect(other.getByText('Bitte gib die E-Mail-Adresse ein, an die dieser Anmeldelink geschickt wurde.')).toBeVisible();
  await other.locator('main').getByLabel('E-Mail-Adresse').fill(email);
  await other.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(other.locator('.auth-screen [role=alert]')).toHaveText(
    'Dieser Link ist ungültig, wurde bereits benutzt oder ist abgelaufen. Bitte fordere einen neuen an.',
  );
  await expect(other.getByRole('link', { name: 'Neuen Anmeldelink anfordern' })).toHaveAttribute(
    'href',
    '/de/login?mode=emailLink&redirect=%2Fde%2Fdata-deletion',
  );
  await expectAccessible(other, '/de/login?mode=signIn (used link)');
  await expect(other.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  expect((await other.request.get('/de/data-deletion', { maxRedirects: 0 })).status()).toBe(307);
  await page.context().close();
  await other.context().close();
});

test('a sign-in link opened on another device asks for the address first and refuses another one; an action URL at /login keeps the redirect', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('device');
  const asker = await requestLinkInGerman(browser, email, '/de/login?redirect=%2Fde%2Fdata-deletion');
  // The link as Firebase sends it when the console's action URL is SITE_URL/login: our page with the
  // link's parameters, the continue URL (and its redirect) among them.
  const emailed = new URL(await signInLink(email));
  const link = `${baseURL}/login${emailed.search}`;
  await asker.context().close();

  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.locator('.auth-screen[data-ready]').waitFor();
  await expect(page.getByText('Please enter the email address this sign-in link was sent to.')).toBeVisible();
  await page.locator('main').getByLabel('Email address').fill(uniqueEmail('someone-else'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('.auth-screen [role=alert]')).toHaveText('This sign-in link was sent to another email address.');
  await page.locator('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/de/data-deletion`);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await page.context().close();
});

test('a bad address for a sign-in link shows its message and sends nothing', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('identitytoolkit') || r.url().includes('/api/session')) calls.push(r.url());
  });
  await open(page, '/login?mode=emailLink');
  await expect(page.getByRole('heading', { name: 'Sign in with an email link' })).toBeVisible();
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.locator('.auth-screen [role=alert]')).toHaveText('Sorry, not all fields are filled out correctly.');
  await expect(page.locator('#email-error')).toHaveText('Email address is required.');
  await page.locator('main').getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address.');
  await expect(page.locator('.auth-screen [role=status]')).toHaveCount(0);
  expect(calls).toEqual([]);
});
