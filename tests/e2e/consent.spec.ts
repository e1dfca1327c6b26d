import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstVisit } from './consent-state';

test.use({ storageState: firstVisit });

// scripts/e2e.mjs builds the server with GTM_ID=GTM-E2ETEST. Requests to the tag manager are
// answered here with a stub (nothing leaves the machine); any other foreign request is refused and
// recorded.
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST';
type Stubbed = Window & { __gtmRuns?: number; dataLayer?: Array<Record<string, unknown>> };

async function thirdParties(page: Page, baseURL: string) {
  const seen = { gtm: [] as string[], other: [] as string[] };
  const origin = new URL(baseURL).origin;
  await page.route(
    (url) => url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:'),
    (route) => {
      const url = route.request().url();
      if (url.startsWith('https://www.googletagmanager.com/')) {
        seen.gtm.push(url);
        return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtmRuns = (window.__gtmRuns || 0) + 1;' });
      }
      seen.other.push(url);
      return route.abort();
    },
  );
  return seen;
}

const gtmRuns = (page: Page) => page.evaluate(() => (window as Stubbed).__gtmRuns ?? 0);

async function noSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}

test('the tag manager is requested only after the visitor accepts analytics; the choice holds on every later page', async ({ page, baseURL }) => {
  const seen = await thirdParties(page, baseURL!);
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Nothing is measured until you agree.');

  // Before consent: a client-side navigation re-applies the (absent) consent and loads nothing.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await page.waitForLoadState('networkidle');
  expect(seen.gtm).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => seen.gtm).toEqual([GTM]);
  await expect.poll(() => gtmRuns(page)).toBe(1); // the page's CSP lets it run

  // After each route change the consent is applied again: the tag manager hears of the new page.
  await nav.getByRole('link', { name: 'Quit smoking' }).click();
  await expect(page).toHaveURL(/\/quit-smoking$/);
  await expect
    .poll(() => page.evaluate(() => ((window as Stubbed).dataLayer ?? []).filter((e) => e.event === 'exhale.pageview').map((e) => e.page_path)))
    .toEqual(['/quit-smoking']);
  expect(seen.gtm).toHaveLength(1);

  // A full page load keeps the choice: no banner, the tag manager at once. This page renders per
  // request (nonce CSP with 'strict-dynamic'): the script our code adds still runs.
  await page.goto('/survey/motivation');
  await expect.poll(() => seen.gtm).toEqual([GTM, GTM]);
  await expect.poll(() => gtmRuns(page)).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeHidden();
  expect(seen.other).toEqual([]);
});

test('on /de the banner speaks German and has the focus; after "reject" nothing is loaded, on this or any later page', async ({ page, baseURL }) => {
  const seen = await thirdParties(page, baseURL!);
  await page.goto('/de');
  const banner = page.getByRole('dialog', { name: 'Cookie-Einwilligung' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('heading')).toHaveText('Cookies und deine Privatsphäre');
  await expect(banner.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy');
  // On a fresh page the banner has the focus: a keyboard user decides first.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main')))).toBe(true);
  const reject = banner.getByRole('button', { name: 'Alle ablehnen' });
  for (let i = 0; i < 10 && !(await reject.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Hilfe' }).click();
  await expect(page).toHaveURL(/\/de\/hilfe$/);
  await page.goto('/de/survey/motivation');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog', { name: 'Cookie-Einwilligung' })).toBeHidden();
  expect(seen.gtm).toEqual([]);
  expect(seen.other).toEqual([]);
});

test('by keyboard alone: preferences reopened from the footer, analytics chosen, then withdrawn', async ({ page, baseURL, context }) => {
  const seen = await thirdParties(page, baseURL!);
  await page.goto('/install');
  await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeVisible();
  await noSeriousViolations(page);

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(preferences).toBeVisible();
  await noSeriousViolations(page);
  // One sentence, with only its tagged words as the link.
  await expect(preferences.getByText('How we handle your data is explained in our privacy policy.')).toBeVisible();
  await expect(preferences.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute('href', '/privacy');

  const analytics = preferences.getByRole('checkbox', { name: 'Analytics' });
  await expect(analytics).not.toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
  // Tab from wherever the dialog put focus until the analytics switch has it (a bounded walk).
  for (let i = 0; i < 15 && !(await analytics.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(analytics).toBeFocused();
  const ring = await analytics.evaluate((el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth);
  expect(ring).toBe('solid 3px'); // visible focus
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  const save = preferences.getByRole('button', { name: 'Save preferences' });
  for (let i = 0; i < 15 && !(await save.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(preferences).toBeHidden();
  await expect.poll(() => seen.gtm).toEqual([GTM]);

  // The tag manager would now set its cookies; withdrawing consent erases them, reloads the page
  // so no tag keeps running, and nothing is loaded again.
  await context.addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: baseURL! }]);
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(preferences).toBeVisible();
  // As a keyboard user would: wait for the dialog to take the focus, then Tab to "Reject all".
  await expect.poll(() => preferences.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const reject = preferences.getByRole('button', { name: 'Reject all' });
  for (let i = 0; i < 20 && !(await reject.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(reject).toBeFocused();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
  await page.goto('/help');
  await page.waitForLoadState('networkidle');
  expect(seen.gtm).toEqual([GTM]);
  expect(await gtmRuns(page)).toBe(0);
  expect(seen.other).toEqual([]);
});

test('the banner follows the language switcher (a client-side navigation) and still works', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('dialog', { name: 'Cookie consent' })).toBeVisible();
  await page.locator('header details.lang-menu > summary').click();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/pomoc$/);
  const banner = page.getByRole('dialog', { name: 'Zgoda na pliki cookie' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Odrzuć wszystkie' }).click();
  await expect(banner).toBeHidden();
});
