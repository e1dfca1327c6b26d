import { expect, test } from '@playwright/test';
import { ADMIN, idTokenFor, startSession } from './helpers';
import { expectAccessible } from './axe';
import de from '../../messages/de-DE.json';

// Error pages are rendered on the server inside the site's layout: readable without JavaScript.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, title, home] of [
    ['/no/such/page', 'en-US', 'Page not found', 'Go to the home page'],
    ['/de/gibt-es-nicht', 'de-DE', 'Seite nicht gefunden', 'Zur Startseite'],
    ['/ru/нет-такой-страницы', 'ru-RU', 'Страница не найдена', 'На главную'],
  ] as const) {
    test(`the 404 at ${path} is the localized not-found page in the layout`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      const html = await res!.text();
      expect(html).not.toContain('id="__next_error__"');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('code.path')).toHaveText(decodeURI(path));
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: home })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Exhale`);
    });
  }

  // Routes that exist, with an id that names nothing: the proxy serves the same server-rendered page.
  for (const [path, lang, title] of [
    ['/posts/no-such-post', 'en-US', 'Page not found'],
    ['/de/go/no-such-link', 'de-DE', 'Seite nicht gefunden'],
    ['/ru/certificate/AAAAAAAAAAAAAAAAAAAAAA', 'ru-RU', 'Страница не найдена'],
    ['/fr/challenge-invite/not~an~id', 'fr-FR', 'Page introuvable'],
  ] as const) {
    test(`an unknown id at ${path} is the localized not-found page in the layout`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      expect(await res!.text()).not.toContain('id="__next_error__"');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('code.path')).toHaveText(path);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();
    });
  }

  test('an unknown unsubscribe link says the link does not work, on the server', async ({ page }) => {
    const res = await page.goto('/de/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res?.status()).toBe(404);
    expect(await res!.text()).not.toContain('id="__next_error__"');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.Newsletter.invalidLinkTitle);
    await expect(page.locator('main').getByRole('link', { name: de.Errors.help })).toBeVisible();
  });

  test('an unknown admin page and campaign are the not-found page inside the admin layout', async ({ page, baseURL }) => {
    await startSession(page, baseURL!, await idTokenFor(ADMIN.email, ADMIN.password));
    for (const [path, title, overview] of [
      ['/admin/no-such-tool', 'Page not found', 'Admin overview'],
      ['/de/admin/code-campaigns/00000000-0000-4000-8000-000000000000', 'Seite nicht gefunden', 'Admin-Übersicht'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      expect(await res!.text()).not.toContain('id="__next_error__"');
      await expect(page.locator('[data-layout="admin"] h1')).toHaveText(title);
      await expect(page.locator('code.path')).toHaveText(path);
      await expect(page.locator('main').getByRole('link', { name: overview })).toBeVisible();
    }
  });
});

test('the 404 page offers home and help and has no accessibility violations', async ({ page }) => {
  const res = await page.goto('/fr/nulle-part');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('main').getByRole('link', { name: 'Trouver de l’aide' })).toHaveAttribute('href', '/fr/aide');
  await expectAccessible(page);
});

test('the 404 text starts where the header starts, and the address breaks only between its segments', async ({ page }) => {
  // Segments without hyphens: a line may also break after a hyphen, which is not mid-word.
  const path = '/nosuchpage/witharatherlongsegmentname/andanothersegmenthere';
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Exhale');
    const brand = (await page.locator('header .brand').first().boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(Math.abs(heading.x - brand.x), `width ${width}`).toBeLessThanOrEqual(1);
    // Each segment ("nosuchpage/", …) lies on one line: its text's boxes share one top.
    const tops = await page.locator('code.path').evaluate((code) =>
      [...code.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [n.textContent, new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size] as const;
        }),
    );
    expect(tops.map(([text]) => text).join('')).toBe(path);
    for (const [text, lines] of tops) expect(lines, `${text} at ${width}`).toBe(1);
  }
});

test('an unknown admin page is the not-found page inside the admin layout', async ({ page, baseURL }) => {
  await startSession(page, baseURL!, await idTokenFor(ADMIN.email, ADMIN.password));
  const res = await page.goto('/admin/no-such-tool');
  expect(res?.status()).toBe(404);
  await expect(page.locator('[data-layout="admin"]')).toBeVisible();
  await expect(page.locator('[data-layout="admin"] h1')).toHaveText('Page not found');
  await expect(page.locator('main').getByRole('link', { name: 'Admin overview' })).toBeVisible();
});

test("the proxy's own request headers cannot be sent by a visitor", async ({ request, baseURL }) => {
  // The server-error page is served only when the proxy finds the database down.
  const error = await request.get('/error', { headers: { 'x-exhale-server-error': '/account' } });
  expect(error.status()).toBe(200);
  expect(await error.text()).not.toContain('data-variant="server-error"');
  // The admin layout for a not-found page only when the proxy looked up an admin route.
  for (const path of ['/no/such/page', '/no-such-file.txt']) {
    const notFound = await request.get(path, { headers: { 'x-exhale-not-found-route': '/admin' } });
    expect(notFound.status(), path).toBe(404);
    expect(await notFound.text(), path).not.toContain('data-layout="admin"');
  }
  // The admin catch-all's address of the server-error page is an unknown admin page to everyone else.
  const signIn = await request.post('/api/session', {
    headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);
  const direct = await request.get('/de/admin/server-error', { headers: { 'x-exhale-server-error': '/admin' } });
  expect(direct.status()).toBe(404);
  expect(await direct.text()).toContain('data-variant="not-found"');
});
