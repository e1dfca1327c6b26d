import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { appPathnames } from '@/lib/routing/pathnames';
import { rendersPerRequest } from '@/lib/security/page-policy';
import { ADMIN, MEMBER, signedIn } from './helpers';
import { firstVisit } from './consent-state';
import { expectAccessiblePages } from './axe';

const signedInAs = (browser: Browser, baseURL: string, who: { email: string; password: string }) => signedIn(browser, baseURL, who.email, who.password);

// Pages reached only through a flow (certificates, challenge invites, newsletter confirmation and
// unsubscribe, a campaign's page) are checked where the flows reach them (tests/e2e/axe.ts).
const publicPages = ['/', '/de/hilfe', '/quit-smoking', '/posts/cravings', '/imprint', '/terms', '/privacy', '/fr/aide'];
const publicFormPages = ['/survey/test', '/ru/survey/motivation', '/login', '/de/login?mode=emailLink', '/register', '/install', '/start-data-deletion'];
const publicStatePages = [
  '/error?message=no%20admin%20rights',
  '/subscribe-verify/success',
  '/subscribe-verify/error',
  '/unsubscribe/no-such-link',
  '/challenge-invite/no-such-challenge',
  '/no-such-page',
];

test('public content pages have no serious or critical accessibility violations (axe-core, WCAG 2.2 AA)', async ({ page }) => {
  test.slow(); // each page loaded and analysed
  await expectAccessiblePages(page, publicPages);
});

test('public form pages have no serious or critical accessibility violations', async ({ page }) => {
  test.slow();
  await expectAccessiblePages(page, publicFormPages);
});

test('error, confirmation and not-found pages have no serious or critical accessibility violations', async ({ page }) => {
  test.slow();
  await expectAccessiblePages(page, publicStatePages);
});

test('member and admin pages have no serious or critical accessibility violations', async ({ browser, baseURL }) => {
  test.slow(); // ten pages, each loaded and analysed
  const member = await signedInAs(browser, baseURL!, MEMBER);
  await expectAccessiblePages(member, ['/data-deletion', '/survey/motivation']);
  const admin = await signedInAs(browser, baseURL!, ADMIN);
  await expectAccessiblePages(admin, [
    '/admin',
    '/admin/user-roles',
    '/admin/add-auth',
    '/admin/quit-reasons',
    '/admin/interests',
    '/admin/code-campaigns',
    '/admin/purchases',
    '/admin/motivation',
    '/admin/onboarding-funnel',
    '/admin/onboarding-funnel/demo-user-5',
    '/admin/email',
    '/admin/support',
  ]);
});

test.describe('a first visit', () => {
  test.use({ storageState: firstVisit });

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

const scriptSrc = (csp: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src ')) ?? '';
const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(csp))?.[1];

test('a page rendered per request carries a fresh CSP nonce on each of its scripts, and still works', async ({ browser, baseURL }) => {
  const admin = await signedInAs(browser, baseURL!, ADMIN);
  const blocked: string[] = [];
  admin.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  const res = await admin.goto('/admin/quit-reasons');
  const csp = res!.headers()['content-security-policy']!;
  const nonce = nonceOf(csp);
  expect(nonce).toBeTruthy();
  expect(scriptSrc(csp)).toContain("'strict-dynamic'");
  expect(scriptSrc(csp)).not.toContain('unsafe-inline');
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  expect(csp).not.toContain('unsafe-eval');
  const scripts = [...(await res!.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  expect(nonceOf((await admin.request.get('/admin/quit-reasons')).headers()['content-security-policy']!)).not.toBe(nonce);

  // Hydrated: a Server Action goes through and its answer shows.
  const form = admin.getByRole('form', { name: 'New entry' });
  await form.getByLabel('Key').fill(`nonce-${Date.now()}`);
  await form.getByLabel('English').fill(`Nonce check ${Date.now()}`);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  expect(blocked).toEqual([]);
});

test('static pages keep their build-time policy (no nonce) and work', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  for (const path of ['/', '/de/hilfe', '/survey/test']) {
    const res = await page.goto(path);
    const csp = res!.headers()['content-security-policy']!;
    expect(nonceOf(csp), path).toBeUndefined();
    expect(scriptSrc(csp), path).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com"); // GTM: this build has GTM_ID
    // The root chooses the language per visitor (private); the others may be kept by an edge briefly.
    expect(res!.headers()['cache-control'], path).toMatch(path === '/' ? /^private, no-store$/ : /^public, max-age=0, s-maxage=\d+$/);
  }
  await page.locator('fieldset.question').first().locator('input').first().check();
  await expect(page.locator('fieldset.question').first().locator('input').first()).toBeChecked();
  expect(blocked).toEqual([]);
});

test('the pages that get a nonce are exactly those the build renders per request (ƒ)', () => {
  // The build's own record: prerendered routes (○, ●) and the app's pages.
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const prerender = JSON.parse(readFileSync(`${dist}/prerender-manifest.json`, 'utf8')) as {
    routes: Record<string, { srcRoute?: string }>;
    dynamicRoutes: Record<string, unknown>;
  };
  const prerendered = new Set([...Object.values(prerender.routes).map((r) => r.srcRoute), ...Object.keys(prerender.dynamicRoutes)]);
  const perRequest = (page: string) => !prerendered.has(page);
  const pages = Object.values(JSON.parse(readFileSync(`${dist}/app-path-routes-manifest.json`, 'utf8')) as Record<string, string>).filter((p) =>
    p.startsWith('/[locale]'),
  );
  // Unknown paths: Next's own not-found route (app/not-found.tsx); unknown admin paths: the admin catch-all.
  expect(rendersPerRequest('/no/such/page')).toBe(perRequest('/_not-found'));
  expect(rendersPerRequest('/admin/no/such/page')).toBe(perRequest('/[locale]/admin/[...rest]'));
  pages.splice(pages.indexOf('/[locale]/admin/[...rest]'), 1);
  const internal = (page: string) => page.replace(/^\/\[locale\]/, '') || '/';
  expect(pages.map(internal).sort()).toEqual([...appPathnames].sort());
  for (const page of pages) {
    const sample = internal(page).replace(/\[[^\]]+\]/g, 'x');
    expect(rendersPerRequest(sample), `${page} is ${perRequest(page) ? 'ƒ' : 'static'}`).toBe(perRequest(page));
    expect(rendersPerRequest(`/de${sample === '/' ? '' : sample}`), page).toBe(perRequest(page));
  }
});

test('prefers-reduced-motion: the animated cookie banner does not move', async ({ browser }) => {
  const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
    const page = await browser.newPage({ storageState: firstVisit });
    await page.emulateMedia({ reducedMotion });
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    const seconds = (css: string) => Math.max(...css.split(',').map((v) => parseFloat(v)));
    const result = await banner.evaluate((el) => ({
      modal: getComputedStyle(el).transitionDuration,
      button: getComputedStyle(el.querySelector('button')!).transitionDuration,
    }));
    await page.close();
    return { modal: seconds(result.modal), button: seconds(result.button) };
  };
  const moving = await durations('no-preference');
  expect(moving.modal).toBeGreaterThan(0.1);
  expect(moving.button).toBeGreaterThan(0.1);
  const still = await durations('reduce');
  // .01ms (app/globals.css): off, while transitionend still fires for the banner's focus handling.
  expect(still.modal).toBeLessThanOrEqual(0.00001);
  expect(still.button).toBeLessThanOrEqual(0.00001);
});

test('forms work by keyboard alone', async ({ page }) => {
  await page.goto('/survey/test');
  await page.locator('fieldset.question').first().locator('input').first().focus();
  for (let q = 0; q < 5; q++) {
    await page.keyboard.press('Space'); // choose the focused option of this question
    await page.keyboard.press('Enter'); // on to the next question: its heading has the focus
    await expect(page.locator('fieldset.question:visible h2')).toBeFocused();
    await page.keyboard.press('Tab'); // into its answers (a radio group is one tab stop)
  }
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // past the Back button to the submit button
  await page.keyboard.press('Tab');
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
