// Chromium (Debian's, through playwright-core) for the fault tests that need a real page.
import { chromium, devices, type Browser } from 'playwright-core';
import { expect } from 'vitest';
import { BOUND_MS, messages, site } from './harness';
import { request } from './http';
import { waitFor } from '../../scripts/serve.mjs';

export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });

/** A fresh context (English, desktop) with the session cookie if given; `crashes` collects uncaught page errors. */
export async function newPage(browser: Browser, cookie?: string) {
  const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: site, locale: 'en-US' });
  if (cookie) await context.addCookies([{ name: 'token', value: cookie, url: site }]);
  const page = await context.newPage();
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return { context, page, crashes };
}

/** How soon after a database cut the proxy must answer with the server-error page (see below). */
const NOTICE_MS = 2_000 + 2_500 + 1_000;

const adminPaths = [
  ['/admin', 'en-US'],
  ['/de/admin', 'de-DE'],
  ['/ru/admin', 'ru-RU'],
] as const;

/**
 * The HTML as it arrives, before any JavaScript: the localized server-error page rendered on the server
 * with status 500 (proxy.ts answers it while the database does not: lib/compose/lookup), in the admin
 * layout for admin pages and the site's layout for a public page that reads the database.
 */
export async function expectServerRenderedError(cookie: string) {
  // The proxy trusts its last database check for up to DB_PROBE.freshMs (2 s, lib/db) unless a pooled
  // connection broke meanwhile, and a check takes up to DB_PROBE.timeoutMs (2.5 s): within that bound
  // after the cut, /admin must be the server-rendered error page.
  await waitFor(
    'the server-rendered error page on /admin after the cut',
    async () => {
      const r = await request('/admin', { cookie });
      return r.status === 500 && !r.text.includes('id="__next_error__"');
    },
    NOTICE_MS,
  );
  for (const [path, locale, layout, cookieFor] of [
    ...adminPaths.map(([path, locale]) => [path, locale, 'admin', cookie] as const),
    ['/fr/survey/motivation', 'fr-FR', 'default', undefined] as const,
  ]) {
    const r = await request(path, { cookie: cookieFor });
    expect(r.status, path).toBe(500);
    expect(r.headers.get('cache-control'), path).toContain('no-store');
    expect(r.text, path).not.toContain('id="__next_error__"');
    expect(r.text, path).toContain(`lang="${locale}"`);
    expect(r.text, path).toContain(`data-layout="${layout}"`);
    expect(r.text, path).toMatch(new RegExp(`data-variant="server-error"[^>]*>(<title>[^<]*</title>)?<h1>${messages[locale].Errors.serverErrorTitle}</h1>`));
  }
  // A crawler gets the status and no error page (spec §8): no error text it could index.
  for (const [path, locale, cookieFor] of [
    ['/de/admin', 'de-DE', cookie],
    ['/fr/survey/motivation', 'fr-FR', undefined],
  ] as const) {
    const r = await request(path, { cookie: cookieFor, userAgent: GOOGLEBOT });
    expect(r.status, path).toBe(500);
    expect(r.headers.get('cache-control'), path).toContain('no-store');
    expect(r.text, path).toContain(`lang="${locale}"`);
    expect(r.text, path).not.toContain('data-variant="server-error"');
    expect(r.text, path).not.toContain(`<h1>${messages[locale].Errors.serverErrorTitle}</h1>`);
  }
}

const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The admin pages in Chromium: the localized server-error page with HTTP 500, in bounded time. Returns the slowest, in ms. */
export async function expectAdminServerError(browser: Browser, cookie: string) {
  const times: number[] = [];
  for (const [path, locale] of adminPaths) {
    const { context, page, crashes } = await newPage(browser, cookie);
    const started = Date.now();
    const response = await page.goto(path, { timeout: BOUND_MS });
    expect(response?.status(), `${path} in Chromium`).toBe(500);
    const title = page.locator('[data-variant="server-error"] h1');
    await title.waitFor({ timeout: BOUND_MS });
    expect((await title.textContent())?.trim(), path).toBe(messages[locale].Errors.serverErrorTitle);
    expect(crashes, `${path}: uncaught errors in the page`).toEqual([]);
    times.push(Date.now() - started);
    await context.close();
  }
  const slowest = Math.max(...times);
  expect(slowest).toBeLessThan(BOUND_MS);
  return slowest;
}
