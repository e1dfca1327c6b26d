import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { emulatorHost, idTokenFor, oobCodes, openAccountSection, startSession, uniqueEmail } from './helpers';

// Sign-in and security on /account (issue #33) in Chromium against the real Auth emulator: each change
// ends the member's session on another device (a second browser context with the same account) at its
// next request, keeps this browser signed in, and shows up in the account history and the export.
// Each test signs in twice and waits for whole seconds between sessions and changes: 25 s alone, more
// beside other tests on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Signs in through the sign-in page (so this browser has Firebase's own sign-in too) and opens /account. */
async function signInToAccount(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login?redirect=%2Faccount');
  await page.locator('.auth-screen[data-ready]').first().waitFor();
  await page.locator('main').getByLabel('Email address').fill(email);
  await page.locator('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 20_000 });
  return page;
}

/** Another device: its own browser context with a session of the account, which opens the export. */
async function otherDevice(browser: Browser, baseURL: string, email: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSession(page, baseURL, await idTokenFor(email, password));
  expect((await context.request.get('/api/me/export')).status()).toBe(200);
  await page.close();
  // tokensValidAfterTime counts in whole seconds: the change comes in a later second than this session.
  await new Promise((r) => setTimeout(r, 1100));
  return context;
}

/** The other device is signed out: the export refuses it and /account sends it to sign in. */
async function expectSignedOut(context: BrowserContext) {
  expect((await context.request.get('/api/me/export')).status()).toBe(401);
  const page = await context.newPage();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
  await context.close();
}

/** Sign-in and security, opened (a settings section of /account, closed until opened). */
const section = (page: Page): Promise<Locator> => openAccountSection(page, 'Sign-in and security');

async function historyKinds(page: Page) {
  const res = await page.request.get('/api/me/export');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { accountHistory: Array<{ kind: string; detail: string | null }> }).accountHistory.map((e) =>
    `${e.kind} ${e.detail ?? ''}`.trim(),
  );
}

test('linking and removing Google ends the other sessions, stays signed in here, and is in the history and the export', async ({ browser, baseURL }) => {
  const email = uniqueEmail('link');
  const password = 'link-pass-123';
  await idTokenFor(email, password, true);
  const page = await signInToAccount(browser, email, password);
  const security = await section(page);
  await expect(security.getByTestId('sign-in-methods')).toHaveText('Email address and password');
  await expect(security.getByText('No changes yet.')).toBeVisible();
  // Only one way to sign in: nothing to remove.
  await expect(security.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  let other = await otherDevice(browser, baseURL!, email, password);
  const popupPromise = page.waitForEvent('popup');
  await security.getByRole('button', { name: 'Link Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  await popup.locator('#sign-in').click();
  await expect(security.getByText('Google is now linked. Your other sessions have ended.')).toBeVisible({ timeout: 20_000 });
  await expect(security.getByTestId('sign-in-methods')).toContainText('Google');
  await expect(security.getByTestId('account-history')).toContainText('Sign-in with Google added');
  await expectSignedOut(other);

  other = await otherDevice(browser, baseURL!, email, password);
  await security.getByRole('button', { name: 'Remove Google' }).click();
  await expect(security.getByText('Google is removed. Your other sessions have ended.')).toBeVisible({ timeout: 20_000 });
  await expect(security.getByTestId('sign-in-methods')).toHaveText('Email address and password');
  await expectSignedOut(other);

  // This browser is still signed in, after a full reload too.
  await page.reload();
  await expect((await section(page)).getByTestId('account-history').locator('li')).toHaveText([/Sign-in with Google removed/, /Sign-in with Google added/]);
  expect(await historyKinds(page)).toEqual(['provider-linked google.com', 'provider-unlinked google.com']);
  await expectAccessible(page);
});

test('changing the password asks for the current one, ends the other sessions and is in the history', async ({ browser, baseURL }) => {
  const email = uniqueEmail('password');
  await idTokenFor(email, 'old-pass-123', true);
  const page = await signInToAccount(browser, email, 'old-pass-123');
  const security = await section(page);
  const other = await otherDevice(browser, baseURL!, email, 'old-pass-123');

  await page.locator('#security-current-password').fill('not-the-password');
  await page.locator('#security-new-password').fill('new-pass-456');
  await page.locator('#security-confirm-password').fill('new-pass-456');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('The current password is not correct.')).toBeVisible({ timeout: 20_000 });
  expect((await other.request.get('/api/me/export')).status()).toBe(200);

  await page.locator('#security-current-password').fill('old-pass-123');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('Your password is changed. Your other sessions have ended.')).toBeVisible({ timeout: 20_000 });
  await expectSignedOut(other);
  await expect(security.getByTestId('account-history')).toContainText('Password changed');
  expect(await historyKinds(page)).toEqual(['password-changed']);
  // The new password signs in; the old one no longer does.
  await expect(idTokenFor(email, 'old-pass-123')).rejects.toThrow();
  expect(await idTokenFor(email, 'new-pass-456')).toBeTruthy();
});

test('a new address changes only through the emailed link, which ends the other sessions and keeps this browser signed in with it', async ({
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('address');
  const next = uniqueEmail('address-new');
  await idTokenFor(email, 'address-pass-1', true);
  const page = await signInToAccount(browser, email, 'address-pass-1');
  const security = await section(page);

  await page.locator('#security-new-email').fill(next);
  await page.locator('#security-email-password').fill('address-pass-1');
  await security.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(security.getByText(`We sent a link to ${next}.`, { exact: false })).toBeVisible({ timeout: 20_000 });
  // Nothing changed yet.
  await page.reload();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  const code = (await oobCodes()).find((c) => c.email === email && c.requestType === 'VERIFY_AND_CHANGE_EMAIL');
  expect(code).toBeTruthy();
  const other = await otherDevice(browser, baseURL!, email, 'address-pass-1');
  await page.goto(`/login?mode=verifyAndChangeEmail&oobCode=${code!.oobCode}`);
  await expect(page.getByText(`Change the address of your Exhale account from ${email} to ${next}?`)).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, '/login?mode=verifyAndChangeEmail');
  await page.getByRole('button', { name: 'Change address' }).click();
  await expect(page.getByText(`Your address is now ${next}. Your sessions on other devices have ended.`)).toBeVisible({ timeout: 20_000 });
  await expectSignedOut(other);

  await page.getByRole('link', { name: 'Go to My Exhale' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${next}`)).toBeVisible();
  await expect((await section(page)).getByTestId('account-history')).toContainText('Email address changed');
  expect(await historyKinds(page)).toEqual(['email-changed']);

  // The link works once.
  await page.goto(`/login?mode=verifyAndChangeEmail&oobCode=${code!.oobCode}`);
  await expect(page.getByText('This link is invalid, has already been used or has expired.')).toBeVisible({ timeout: 20_000 });
});

test('the old address’s undo link restores it from a browser without a session, ends every session and offers a new password', async ({ browser, baseURL }) => {
  const email = uniqueEmail('undo');
  const idToken = await idTokenFor(email, 'undo-pass-1', true);
  // The emulator writes a recoverEmail code after a direct address update (Firebase also after a
  // verifyAndChangeEmail link; the emulator does not).
  const taken = uniqueEmail('taken');
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken, email: taken, returnSecureToken: true }),
  });
  expect(res.status).toBe(200);
  const code = (await oobCodes()).find((c) => c.email === email && c.requestType === 'RECOVER_EMAIL');
  expect(code).toBeTruthy();
  const other = await otherDevice(browser, baseURL!, taken, 'undo-pass-1');

  const page = await (await browser.newContext()).newPage();
  await page.goto(`/de/login?mode=recoverEmail&oobCode=${code!.oobCode}`);
  await expect(page.getByText(`${email} wieder zur Adresse deines Exhale-Kontos machen? Alle Sitzungen des Kontos werden beendet.`)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Adresse wiederherstellen' }).click();
  await expect(page.getByText(`${email} ist wieder deine Adresse, und alle Sitzungen wurden beendet.`, { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Neues Passwort wählen' })).toHaveAttribute('href', '/de/login?mode=forgot');
  await expectSignedOut(other);
  // The restored address signs in again.
  expect(await idTokenFor(email, 'undo-pass-1')).toBeTruthy();
});
