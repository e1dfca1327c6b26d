import { expect, test } from '@playwright/test';
import { routeTable, staticPathnames } from '@/lib/routing/pathnames';
import { ADMIN, idTokenFor, locales, urlFor } from './helpers';

const adminStatic = staticPathnames.filter((p) => routeTable[p].layout === 'admin');

test('the 12 admin routes exist under the admin layout', () => {
  expect(Object.values(routeTable).filter((r) => r.layout === 'admin')).toHaveLength(12);
});

test.describe('signed in as admin, every static admin route renders the admin layout in every locale', () => {
  for (const locale of locales) {
    test(locale, async ({ request, baseURL }) => {
      const signIn = await request.post('/api/session', {
        headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL! },
      });
      expect(signIn.status()).toBe(200);
      for (const pathname of adminStatic) {
        const url = urlFor(pathname, locale);
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
        const html = await res.text();
        expect(html, url).toContain(`<html lang="${locale}"`);
        expect(html, url).toContain('data-layout="admin"');
      }
    });
  }
});
