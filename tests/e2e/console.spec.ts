import { expect, test, type BrowserContext } from '@playwright/test';
import { appPathnames, routeTable, type AppPathname } from '@/lib/routing/pathnames';
import { ADMIN, MEMBER, idTokenFor, locales, startSession, urlFor } from './helpers';
import { knownIds } from './walk';

// Issue #35: every route of the route table opens in the browser, in all 9 languages, as the role it is
// for (a visitor for the public pages, a member for the member's own, an admin for the admin area),
// without a console error, an uncaught error (a hydration mismatch, React #418, is one) or a failed
// request. Dynamic routes open with ids that name something (walk.ts knownIds); an unknown id's 404 is
// a deliberate answer, tested in routes.spec.ts, and not opened here.

type Role = 'visitor' | 'member' | 'admin';
const roleOf = (p: AppPathname): Role => (routeTable[p].layout === 'admin' ? 'admin' : 'member' in routeTable[p] ? 'member' : 'visitor');

let ids: Partial<Record<AppPathname, string[]>>;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(90_000);
  ids = await knownIds(baseURL!);
});

for (const locale of locales) {
  test(`every route opens without a console error or a failed request (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(420_000);
    const origin = new URL(baseURL!).origin;
    const contexts = new Map<Role, BrowserContext>();
    const contextFor = async (role: Role) => {
      if (!contexts.has(role)) {
        const context = await browser.newContext();
        if (role !== 'visitor') {
          const page = await context.newPage();
          const account = role === 'admin' ? ADMIN : MEMBER;
          await startSession(page, baseURL!, await idTokenFor(account.email, account.password));
          await page.close();
        }
        contexts.set(role, context);
      }
      return contexts.get(role)!;
    };
    const problems: string[] = [];
    let opened = 0;
    try {
      for (const route of appPathnames) {
        const role = roleOf(route);
        const urls = route.includes('[') ? (ids[route] ?? []).map((id) => urlFor(route, locale, { id, uid: id })) : [urlFor(route, locale)];
        expect(urls.length, `${route} has an id to open`).toBeGreaterThan(0);
        for (const url of urls) {
          const page = await (await contextFor(role)).newPage();
          const seen: string[] = [];
          page.on('console', (m) => {
            if (m.type() === 'error') seen.push(`console: ${m.text()}`);
          });
          page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
          page.on('requestfailed', (r) => {
            // Next's router drops a link's prefetch it no longer needs (net::ERR_ABORTED): a choice, not a failure.
            if (r.headers()['next-router-prefetch'] && r.failure()?.errorText === 'net::ERR_ABORTED') return;
            seen.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
          });
          page.on('response', (r) => {
            if (r.status() >= 400) seen.push(`${r.status()}: ${r.request().method()} ${r.url()}`);
          });
          page.on('request', (r) => {
            if (/^https?:/.test(r.url()) && new URL(r.url()).origin !== origin) seen.push(`third party: ${r.url()}`);
          });
          const res = await page.goto(url);
          expect(res?.status(), `${url} as ${role}`).toBeLessThan(400);
          await page.waitForLoadState('networkidle');
          // The page has hydrated (components/layout/MountWatch): what React reports while hydrating is in.
          await page.waitForFunction(() => (window as { __exhaleMounted?: boolean }).__exhaleMounted === true);
          // What happened until now; closing the page cancels what is still under way.
          problems.push(...seen.map((s) => `${url} (${role}) ${s}`));
          await page.close();
          opened++;
        }
      }
    } finally {
      for (const context of contexts.values()) await context.close();
    }
    expect(problems).toEqual([]);
    expect(opened).toBeGreaterThanOrEqual(appPathnames.length);
  });
}
