import { expect, test } from '@playwright/test';
import { routeTable, staticPathnames } from '@/lib/routing/pathnames';
import { ADMIN, expectPagesIn, idTokenFor, locales } from './helpers';

const adminStatic = staticPathnames.filter((p) => routeTable[p].layout === 'admin');

// The spec's 12 admin routes, written out (its {id} and {uid} as the table's [id] and [uid]), and the
// support inbox of issue #35.
const SPEC_ADMIN_ROUTES = [
  '/admin',
  '/admin/user-roles',
  '/admin/add-auth',
  '/admin/quit-reasons',
  '/admin/interests',
  '/admin/motivation',
  '/admin/code-campaigns',
  '/admin/code-campaigns/[id]',
  '/admin/purchases',
  '/admin/onboarding-funnel',
  '/admin/onboarding-funnel/[uid]',
  '/admin/email',
  '/admin/support',
];

test("the spec's 12 admin routes and the support inbox are exactly the routes of the admin layout", () => {
  const admin = Object.entries(routeTable)
    .filter(([, r]) => r.layout === 'admin')
    .map(([p]) => p);
  expect(admin.sort()).toEqual([...SPEC_ADMIN_ROUTES].sort());
});

test.describe('signed in as admin, every static admin route renders the admin layout in every locale', () => {
  for (const locale of locales) {
    test(locale, async ({ request, baseURL }) => {
      const signIn = await request.post('/api/session', {
        headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL! },
      });
      expect(signIn.status()).toBe(200);
      await expectPagesIn(request, locale, adminStatic, (html, url) => expect(html, url).toContain('data-layout="admin"'));
    });
  }
});
