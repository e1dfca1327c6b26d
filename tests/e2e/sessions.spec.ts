import { expect, test, type APIRequestContext } from '@playwright/test';
import { idTokenFor, uniqueEmail } from './helpers';

// "Sign out on all devices" through the real server, browser and Auth emulator: the session on the
// other device (another copy of the account's cookie) stops working at once.

async function signIn(request: APIRequestContext, baseURL: string, email: string, password: string) {
  const token = await idTokenFor(email, password);
  const res = await request.post('/api/session', { headers: { Authorization: `Bearer ${token}`, Origin: baseURL } });
  expect(res.status()).toBe(200);
}

test('signing out on all devices from the data page ends the session on the other device too', async ({ browser, baseURL }) => {
  const email = uniqueEmail('everywhere');
  const password = 'everywhere-123';
  await idTokenFor(email, password, true);

  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  await signIn(phone.request, baseURL!, email, password);
  await signIn(laptop.request, baseURL!, email, password);
  expect((await laptop.request.get('/api/me/export')).status()).toBe(200);

  const page = await phone.newPage();
  await page.goto('/de/data-deletion');
  await expect(page.getByRole('heading', { name: 'Deine Sitzungen' })).toBeVisible();
  // tokensValidAfterTime counts in whole seconds: revoke in a later second than the sign-ins.
  await page.waitForTimeout(1100);
  await page.getByRole('button', { name: 'Sitzungen auf allen Geräten beenden' }).click();
  await expect(page).toHaveURL(/\/de\/login$/);

  // The other device's cookie is still in its jar, but no longer opens anything.
  expect((await laptop.storageState()).cookies.some((c) => c.name === 'token' && c.value)).toBe(true);
  expect((await laptop.request.get('/api/me/export')).status()).toBe(401);
  // proxy.ts checks only the signature and lets it through; the page itself sends it to sign in.
  const other = await laptop.newPage();
  await other.goto('/data-deletion');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fdata-deletion$/);
  await expect(other.getByText(email)).toHaveCount(0);
  // Signing in again works.
  await signIn(laptop.request, baseURL!, email, password);
  expect((await laptop.request.get('/api/me/export')).status()).toBe(200);
  await phone.close();
  await laptop.close();
});
