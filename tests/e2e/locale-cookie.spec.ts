import { expect, test } from '@playwright/test';
import { routeTable, type AppPathname } from '@/lib/routing/pathnames';
import { ADMIN, MEMBER, idTokenFor, locales } from './helpers';
import { knownIds, localeCookieWriters, otherLocale, routePaths, rulePaths, sessionCookie, UNKNOWN_ID, visit, type Answer } from './walk';

// No answer writes the language cookie (NEXT_LOCALE) but an explicit choice (issue #33): every route of
// the route table, with ids that name something and ids that do not, and every route rule, in all 9
// languages, over HTTP against the built server, following no redirect. The visitors' browsers and
// old cookies name another language than the address, which is when next-intl would write one.
const browserLike = (locale: (typeof locales)[number]) => ({ 'accept-language': otherLocale(locale), 'sec-fetch-dest': 'document' });

test('signed out, every route in every language answers without the language cookie', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const ids = await knownIds(baseURL!);
  const answers: Array<[string, Answer]> = [];
  for (const locale of locales) {
    for (const path of routePaths(locale, ids, () => true)) answers.push([path, await visit(baseURL!, path, browserLike(locale))]);
  }
  expect(localeCookieWriters(answers)).toEqual([]);
  // The walk met the redirects a page gives while it renders: a go-link, an unknown confirmation link.
  const at = (path: string) => answers.find(([p]) => p === path)?.[1];
  expect(at('/de/go/app')).toMatchObject({ status: 307, location: expect.stringMatching(/\/de\/install$/) });
  expect(at(`/fr/subscribe-verify/${UNKNOWN_ID}`)).toMatchObject({ status: 307, location: expect.stringMatching(/\/fr\/subscribe-verify\/error$/) });
  expect(answers.filter(([, a]) => a.status === 200).length).toBeGreaterThan(150);
});

test('signed in as a member and as an admin, with an old cookie of another language, no answer rewrites it', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const sessions = {
    member: await sessionCookie(baseURL!, await idTokenFor(MEMBER.email, MEMBER.password)),
    admin: await sessionCookie(baseURL!, await idTokenFor(ADMIN.email, ADMIN.password)),
  };
  const ids = await knownIds(baseURL!);
  const guarded = (route: AppPathname) => routeTable[route].layout === 'admin' || 'member' in routeTable[route];
  const answers: Array<[string, Answer]> = [];
  for (const locale of locales) {
    for (const [who, session] of Object.entries(sessions)) {
      const headers = { ...browserLike(locale), cookie: `${session}; NEXT_LOCALE=${otherLocale(locale)}` };
      for (const path of routePaths(locale, ids, guarded)) {
        answers.push([`${path} (${who})`, await visit(baseURL!, path, headers)]);
      }
    }
  }
  expect(localeCookieWriters(answers)).toEqual([]);
  const at = (what: string) => answers.find(([w]) => w === what)?.[1];
  expect(at('/de/admin (admin)')?.status).toBe(200);
  expect(at('/de/admin (member)')).toMatchObject({ status: 307, location: expect.stringContaining('/de/error?message=') });
  expect(at('/pl/data-deletion (member)')?.status).toBe(200);
  expect(at(`/it/admin/code-campaigns/${ids['/admin/code-campaigns/[id]']![0]} (admin)`)?.status).toBe(200);
  expect(at(`/it/admin/code-campaigns/${UNKNOWN_ID} (admin)`)?.status).toBe(404);
});

test('every route rule in every language, the mobile sub-host and the root answer without the language cookie', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const answers: Array<[string, Answer]> = [];
  for (const locale of locales) {
    for (const path of rulePaths(locale)) {
      const answer = await visit(baseURL!, path, browserLike(locale));
      expect([301, 302, 307, 308], `${path} → ${answer.status}`).toContain(answer.status);
      answers.push([path, answer]);
    }
    const mobile = await visit(baseURL!, rulePaths(locale)[1]!, { ...browserLike(locale), host: 'm.localhost' });
    expect(mobile.status).toBe(307);
    answers.push([`${rulePaths(locale)[1]} (mobile sub-host)`, mobile]);
    // The root reads the cookie or the browser's language; a cookie it cannot read is not replaced.
    answers.push([`/ (cookie xx, ${locale})`, await visit(baseURL!, '/', { ...browserLike(locale), cookie: 'NEXT_LOCALE=xx-XX' })]);
    answers.push([`/ (${locale})`, await visit(baseURL!, '/', { 'accept-language': locale, 'sec-fetch-dest': 'document' })]);
  }
  expect(localeCookieWriters(answers)).toEqual([]);
});

test('an explicit choice still sets it: the English links /en-US… and the language chooser', async ({ baseURL, page, context }) => {
  const english = await visit(baseURL!, '/en-US/help', { cookie: 'NEXT_LOCALE=de-DE' });
  expect(english.status).toBe(307);
  expect(english.setCookies).toEqual([expect.stringMatching(/^NEXT_LOCALE=en-US;.*Max-Age=31536000/i)]);

  // A German go-link leads to the German page and remembers nothing; choosing French does.
  await page.goto('/de/go/app');
  await expect(page).toHaveURL(/\/de\/install$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  expect((await context.cookies()).filter((c) => c.name === 'NEXT_LOCALE')).toEqual([]);
  await page.locator('header details.lang-menu > summary').click();
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/install$/);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr-FR');
});
