import { expect, test, type Page } from '@playwright/test';
import { signedIn, uniqueEmail, verifiedIdTokenFor } from './helpers';
import { expectAccessible } from './axe';

// /account on a phone (390×844) for a member with a plan, a check-in, challenges and certificates:
// the daily part first and open, the settings behind a section navigation and closed disclosures
// (rendered closed by the server), opened by keyboard or by their fragment.

const PHONE = { viewport: { width: 390, height: 844 } };
const PASSWORD = 'account-nav-pass-1';
/** The settings sections: their summary's heading and the fragment that opens them. */
const SETTINGS = [
  ['Sign-in and security', 'security'],
  ['Two-step verification', 'two-step'],
  ['Newsletter', 'newsletter'],
  ['Premium', 'premium'],
  ['Your data', 'data'],
] as const;

/** A confirmed member with a quit plan, today's check-in, two challenges and three certificates, made through the app API. */
async function filledMember(page: Page) {
  const email = uniqueEmail('account-nav');
  const headers = { authorization: `Bearer ${await verifiedIdTokenFor(email, PASSWORD)}` };
  const today = new Date().toISOString().slice(0, 10);
  const call = async (name: string, data: object) => expect((await page.request.post(`/api/fn/${name}`, { data: { data }, headers })).status()).toBe(200);
  await call('setQuitPlan', { quitDate: today, cigarettesPerDay: 15, packPrice: 8, packSize: 20, currency: 'EUR', timeZone: 'UTC' });
  await call('checkIn', { day: today, smokeFree: true, slips: 0, craving: 3, triggers: [] });
  for (const days of [7, 21]) await call('createChallenge', { days, startsOn: today, name: 'Robin' });
  for (const milestone of ['1-day', '1-week', '1-month']) await call('createCertificate', { name: 'Robin', since: today, milestone });
  return email;
}

const settings = (page: Page, title: string) => page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test('a filled /account on a phone is short: a section navigation, the settings closed until opened by keyboard or fragment', async ({
  browser,
  baseURL,
  page: setup,
}) => {
  test.setTimeout(120_000);
  const email = await filledMember(setup);
  const page = await signedIn(browser, baseURL!, email, PASSWORD, false, PHONE);
  // No script error and no hydration mismatch: the disclosures' state in the server's HTML is the client's.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  await page.goto('/account');
  await expect(page.getByTestId('challenge')).toHaveCount(2);
  await expect(page.getByTestId('certificate')).toHaveCount(3);

  // The single long page was 11,564 px tall for this member (9,295 with only the settings closed); now about 6,900.
  const height = await page.evaluate(() => document.scrollingElement!.scrollHeight);
  console.log(`/account at 390×844: ${height} px`);
  expect(height).toBeLessThan(7500);
  for (const [title] of SETTINGS) {
    // Closed in the server's HTML, not by a script after load.
    await expect(settings(page, title)).not.toHaveAttribute('open');
  }
  await expect(page.getByLabel('New email address')).toBeHidden();
  await expect(page.getByLabel('Code', { exact: true })).toBeHidden();
  // The daily part stays open.
  await expect(page.getByRole('heading', { level: 2, name: 'Your quit plan' })).toBeVisible();
  // Done for today, the check-in is a closed disclosure under its heading, as are the plan's form and the
  // forms for another challenge and certificate.
  for (const id of ['check-in-title', 'plan-form-title', 'new-challenge-title', 'new-certificate-title']) {
    await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator(`details:has(> summary #${id})`)).not.toHaveAttribute('open');
  }
  await expect(page.getByRole('button', { name: 'Update today’s check-in' })).toBeHidden();
  await expectAccessible(page);

  // The navigation reaches every section; a settings link opens its section.
  const nav = page.getByRole('navigation', { name: 'On this page' });
  for (const title of ['Your quit plan', 'Reminders', 'Your challenges', 'Your certificates', 'Your answers over time']) {
    await nav.getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
  }
  for (const [title, id] of SETTINGS) {
    const link = nav.getByRole('link', { name: title, exact: true });
    await expect(link).toHaveAttribute('href', `#${id}`);
    await link.click();
    await expect(settings(page, title)).toHaveAttribute('open', '');
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
  }
  await expect(page.getByLabel('New email address')).toBeVisible();

  // By keyboard: a link of the navigation takes focus (visible ring), a summary opens with Enter and Space.
  await page.goto('/account');
  await nav.getByRole('link', { name: 'Premium', exact: true }).focus();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  const premium = settings(page, 'Premium').locator('summary');
  await premium.focus();
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Code', { exact: true })).toBeHidden();
  await settings(page, 'Sign-in and security').locator('summary').focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('New email address')).toBeVisible();

  // A fragment in the address opens its section on arrival (the redirect for an admin without a second factor uses #two-step).
  for (const [title, id] of SETTINGS) {
    await page.goto(`/account#${id}`);
    await expect(settings(page, title)).toHaveAttribute('open', '');
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeInViewport();
  }
  // Your data: one main action (the download), the deletion's page as a quiet link.
  const data = page.getByRole('region', { name: 'Your data', exact: true });
  await expect(data.locator('.button')).toHaveText(['Download my data']);
  await expect(data.getByRole('link', { name: 'Delete my account and data' })).toHaveAttribute('href', '/data-deletion');
  await expectAccessible(page);

  // A milestone reminder's link opens the certificate form, prefilled.
  await page.goto(`/account?milestone=1-week&since=${new Date().toISOString().slice(0, 10)}#new-certificate-title`);
  await expect(page.locator('details:has(> summary #new-certificate-title)')).toHaveAttribute('open', '');
  await expect(page.getByLabel('Milestone', { exact: true })).toHaveValue('1-week');
  await expect(page.getByLabel('Name shown')).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});
