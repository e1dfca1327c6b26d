import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, idTokenFor, MEMBER } from './helpers';

async function signedIn(browser: Browser, baseURL: string, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const res = await page.request.post('/api/session', { headers: { Authorization: `Bearer ${await idTokenFor(who.email, who.password)}`, Origin: baseURL } });
  expect(res.status()).toBe(200);
  return page;
}

async function axe(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
}

const publicPages = ['/', '/de/hilfe', '/quit-smoking', '/posts/cravings', '/survey/test', '/ru/survey/motivation', '/login', '/register', '/install', '/start-data-deletion', '/privacy', '/no-such-page'];

test('public pages have no serious or critical accessibility violations (axe-core, WCAG 2.2 AA)', async ({ page }) => {
  for (const path of publicPages) await axe(page, path);
});

test('member and admin pages have no serious or critical accessibility violations', async ({ browser, baseURL }) => {
  const member = await signedIn(browser, baseURL!, MEMBER);
  await axe(member, '/data-deletion');
  const admin = await signedIn(browser, baseURL!, ADMIN);
  for (const path of ['/admin', '/admin/user-roles', '/admin/add-auth', '/admin/quit-reasons', '/admin/code-campaigns', '/admin/purchases', '/admin/motivation', '/admin/onboarding-funnel', '/admin/email']) {
    await axe(admin, path);
  }
});

test('a first visit makes no request to any third-party host', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol !== 'data:' && u.protocol !== 'blob:' && u.origin !== origin) foreign.push(r.url());
  });
  for (const path of ['/', '/de/hilfe', '/posts/first-week', '/survey/test', '/install', '/fr/arreter-de-fumer']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('security headers on every kind of page, no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/de/hilfe', '/login', '/api/auth/config', '/sitemap.xml', '/no-such-page']) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("object-src 'none'");
    expect(h['content-security-policy'], path).toContain("base-uri 'none'");
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy'], path).not.toContain('unsafe-eval');
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['x-powered-by'], path).toBeUndefined();
  }
  const relay = await request.get('/api/auth/emulator/relay');
  expect(relay.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
});

test('forms work by keyboard alone', async ({ page }) => {
  await page.goto('/survey/test');
  await page.locator('fieldset.question').first().locator('input').first().focus();
  for (let q = 0; q < 6; q++) {
    await page.keyboard.press('Space'); // choose the focused option of this question
    await page.keyboard.press('Tab'); // on to the next question (a radio group is one tab stop), then the button
  }
  await expect(page.getByRole('button', { name: 'Show my result' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Your result: \d+ of 10 points/ })).toBeVisible();
});

test('after a new deployment, the next navigation is a full page load', async ({ page }) => {
  let buildId = 'build-a';
  await page.route('**/api/build', (route) => route.fulfill({ json: { buildId } }));
  await page.goto('/help');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as { __marker?: number }).__marker = 1));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Quit smoking' }).click();
  await expect(page).toHaveURL(/\/quit-smoking$/);
  expect(await page.evaluate(() => (window as { __marker?: number }).__marker)).toBe(1); // client-side navigation

  buildId = 'build-b'; // a new deployment
  await page.evaluate(() => (window as { __exhaleCheckBuild?: () => Promise<void> }).__exhaleCheckBuild?.());
  const reload = page.waitForEvent('load');
  await nav.getByRole('link', { name: 'Help' }).click();
  await reload;
  await expect(page).toHaveURL(/\/help$/);
  expect(await page.evaluate(() => (window as { __marker?: number }).__marker)).toBeUndefined();
});
