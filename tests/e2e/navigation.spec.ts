import { expect, test, type Page } from '@playwright/test';

/** Picks a language in the header's language chooser (a disclosure: opened first). */
async function chooseLanguage(page: Page, chooser: string, language: string) {
  await page.locator('header details.lang-menu > summary').click();
  await page.getByRole('navigation', { name: chooser }).getByRole('link', { name: language }).click();
}

test('the language switcher keeps the page, translated slug included, and remembers the choice', async ({ page, context }) => {
  await page.goto('/help');
  await chooseLanguage(page, 'Language', 'Deutsch');
  await expect(page).toHaveURL(/\/de\/hilfe$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  await chooseLanguage(page, 'Sprache', 'Русский');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  expect(decodeURI(new URL(page.url()).pathname)).toBe('/ru/помощь');

  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('ru-RU');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);

  // Back at the unprefixed root, the remembered language wins.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  expect(new URL(page.url()).pathname).toBe('/ru');
});

test('the switcher works on a page with a translated slug in the other direction', async ({ page }) => {
  await page.goto('/pl/rzucanie-palenia');
  await chooseLanguage(page, 'Język', 'English');
  await expect(page).toHaveURL(/\/quit-smoking$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('the active navigation link carries the class "active"', async ({ page }) => {
  await page.goto('/survey/test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dependence test' })).toHaveClass(/\bactive\b/);
  await expect(nav.getByRole('link', { name: 'Help' })).not.toHaveClass(/\bactive\b/);
  await nav.getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(nav.getByRole('link', { name: 'Help' })).toHaveClass(/\bactive\b/);
});

test('navigation scrolls to the top of a new page', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 300 });
  await page.goto('/help');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/imprint$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('header links prefetch their page on intent (pointer, touch, focus), not merely by being on screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const prefetches: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch']) prefetches.push(new URL(r.url()).pathname);
  });
  // The header links and the logo are on screen at 1280 px; the page settles without fetching any of them.
  await page.goto('/help', { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Quit smoking' })).toBeVisible();
  expect(prefetches).toEqual([]);
  // The pointer over a link fetches that page ahead of the click, and the click navigates on the client.
  const prefetched = page.waitForRequest((r) => Boolean(r.headers()['next-router-prefetch']) && new URL(r.url()).pathname === '/quit-smoking');
  await nav.getByRole('link', { name: 'Quit smoking' }).hover();
  await prefetched;
  await nav.getByRole('link', { name: 'Quit smoking' }).click();
  await expect(page).toHaveURL(/\/quit-smoking$/);
  await expect(nav.getByRole('link', { name: 'Quit smoking' })).toHaveClass(/\bactive\b/);
});
