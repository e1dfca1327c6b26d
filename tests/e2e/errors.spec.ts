import { expect, test } from '@playwright/test';
import { ADMIN, idTokenFor } from './helpers';
import { expectAccessible } from './axe';

// Error pages are rendered on the server inside the site's layout: readable without JavaScript.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, title, home] of [
    ['/no/such/page', 'en-US', 'Page Not Found', 'Go to the home page'],
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
      await expect(page).toHaveTitle(new RegExp(title));
    });
  }
});

test('the 404 page offers home and help and has no accessibility violations', async ({ page }) => {
  const res = await page.goto('/fr/nulle-part');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('main').getByRole('link', { name: 'Trouver de l’aide' })).toHaveAttribute('href', '/fr/aide');
  await expectAccessible(page);
});

test('an unknown admin page is the not-found page inside the admin layout', async ({ page, baseURL }) => {
  const signIn = await page.request.post('/api/session', {
    headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);
  const res = await page.goto('/admin/no-such-tool');
  expect(res?.status()).toBe(404);
  await expect(page.locator('[data-layout="admin"]')).toBeVisible();
  await expect(page.locator('[data-layout="admin"] h1')).toHaveText('Page Not Found');
  await expect(page.locator('main').getByRole('link', { name: 'Admin overview' })).toBeVisible();
});
