import { expect, test } from '@playwright/test';
import { routeTable, staticPathnames, appPathnames, type AppPathname } from '@/lib/routing/pathnames';
import { ADMIN, expectPagesIn, idTokenFor, locales, urlFor } from './helpers';

// The member's own pages (/data-deletion, /account, /account/craving) are for signed-in members: auth-guard.spec.ts covers them.
const publicStatic = staticPathnames.filter((p) => routeTable[p].layout !== 'admin' && p !== '/error' && !('member' in routeTable[p]));

test.describe('every static public route answers 200 in every locale, with the right lang', () => {
  for (const locale of locales) {
    test(locale, async ({ request }) => {
      await expectPagesIn(request, locale, publicStatic, (html, url, pathname) => {
        expect(html, url).toMatch(/<title>[^<]+<\/title>/);
        expect(html, url).toContain(`data-layout="${routeTable[pathname].layout}"`);
      });
    });
  }
});

test('a route with an unknown or malformed id answers 404 with "Page not found" and the path', async ({ request, baseURL }) => {
  // Admin routes are checked signed in as admin (signed out, the guard sends them to login first).
  const signIn = await request.post('/api/session', {
    headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);
  // /subscribe-verify/{id} sends a well-formed but unknown link to its error page (data.spec.ts).
  const dynamic = appPathnames.filter((p): p is AppPathname => p.includes('[') && p !== '/subscribe-verify/[id]');
  for (const pathname of dynamic) {
    for (const id of ['no-such-id-123', 'bad%20id%3Cx%3E']) {
      const url = urlFor(pathname, 'en-US', {}).replace(/%5B(id|uid)%5D/, id);
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).toContain('Page not found');
    }
  }
});

test('an unknown path shows the localized not-found page with the path', async ({ page }) => {
  const res = await page.goto('/de/gibt-es-nicht');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  await expect(page.locator('code.path')).toHaveText('/de/gibt-es-nicht');

  const en = await page.goto('/no/such/page');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('code.path')).toHaveText('/no/such/page');
});

test("/error shows the messages our code sends in the page's language, and never the words of a link", async ({ page, request }) => {
  // The guard's message, translated.
  await page.goto('/error?message=no%20admin%20rights');
  await expect(page.locator('main [role=alert]')).toHaveText('You do not have admin rights for this page.');
  await page.goto('/de/error?message=no%20admin%20rights');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.locator('main [role=alert]')).toHaveText('Du hast keine Admin-Rechte für diese Seite.');

  // Any other text: the same page without it, with the general message; the words are nowhere in the HTML.
  const attack = 'Your account is locked, call 555-0100 <img src=x onerror=alert(1)>';
  for (const path of ['/error', '/de/error', '/ru/error']) {
    for (const query of [`?message=${encodeURIComponent(attack)}`, `?message=Call%2B15550100now&ref=mail`, '?message=constructor']) {
      const res = await request.get(path + query);
      expect(res.status(), path + query).toBe(200);
      const html = await res.text();
      for (const words of ['account is locked', 'account%20is%20locked', '555-0100', '15550100']) expect(html, path + query).not.toContain(words);
    }
  }
  await page.goto(`/de/error?message=${encodeURIComponent(attack)}`);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/de/error');
  await expect(page.locator('main [role=alert]')).not.toBeEmpty();
  await expect(page.locator('main [role=alert]')).not.toContainText('555');
  expect(await page.locator('main img').count()).toBe(0);
});
