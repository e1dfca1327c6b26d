import { expect, test } from '@playwright/test';

test('the language switcher keeps the page, translated slug included, and remembers the choice', async ({ page, context }) => {
  await page.goto('/help');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'DE' }).click();
  await expect(page).toHaveURL(/\/de\/hilfe$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');

  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'RU' }).click();
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
  await page.getByRole('navigation', { name: 'Język' }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/quit-smoking$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('the active navigation link carries the class "active"', async ({ page }) => {
  await page.goto('/survey/test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dependency test' })).toHaveClass(/\bactive\b/);
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

test('on a phone the header takes at most a quarter of the screen, with every link and language on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/de/survey/test', '/fr', '/ru/help', '/es', '/nl', '/pt', '/it', '/pl']) {
    await page.goto(path);
    const header = (await page.locator('.site-header').boundingBox())!;
    expect(header.height, path).toBeLessThanOrEqual(844 / 4);
    const links = page.locator('.site-header nav a, .site-header nav button, .site-header nav span[aria-current]');
    expect(await links.count()).toBeGreaterThanOrEqual(6 + 9);
    for (const link of await links.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(390);
      expect(box.height, path).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
    }
  }
});
