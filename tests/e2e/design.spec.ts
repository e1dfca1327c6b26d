import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { firstVisit } from './consent-state';
import { idTokenFor, MEMBER, startSession } from './helpers';

// The design system on phones and laptops (issue #15): the header, the menu, the language chooser,
// the brand font, the footer. Several languages, the longest labels included.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const HOMES: Array<[string, string]> = [
  ['/', 'en-US'],
  ['/de', 'de-DE'],
  ['/fr', 'fr-FR'],
  ['/nl', 'nl-NL'],
  ['/es', 'es-ES'],
  ['/ru', 'ru-RU'],
  ['/it', 'it-IT'],
  ['/pt', 'pt-PT'],
  ['/pl', 'pl-PL'],
];
const MENU: Record<string, string> = { en: 'Menu', de: 'Menü', ru: 'Меню', pt: 'Menu', pl: 'Menu' };

const header = (page: Page) => page.locator('header.site-header');
const menuButton = (page: Page) => header(page).locator('details.menu > summary');
const languageButton = (page: Page) => header(page).locator('details.lang-menu > summary');

test('on a phone the header is at most 80 px tall in every language, with the menu and the language chooser on it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [path] of HOMES) {
    await page.goto(path);
    const box = (await header(page).boundingBox())!;
    expect(box.height, path).toBeLessThanOrEqual(80);
    for (const button of [menuButton(page), languageButton(page), header(page).getByRole('link', { name: 'Exhale' })]) {
      await expect(button, path).toBeVisible();
      const b = (await button.boundingBox())!;
      expect(b.x, path).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, path).toBeLessThanOrEqual(PHONE.width);
      expect(b.height, path).toBeGreaterThanOrEqual(24); // WCAG 2.2 target size
    }
    // The navigation's links wait behind the menu button; nothing overflows the screen sideways.
    await expect(header(page).locator('.menu-panel a').first(), path).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
  }
});

test('the phone menu opens and closes by keyboard: Tab stays inside, Escape closes and returns the focus', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const [path, lang] of [
    ['/', 'en'],
    ['/de', 'de'],
    ['/ru', 'ru'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const button = menuButton(page);
    await expect(button).toHaveText(MENU[lang]!);
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: (await header(page).locator('.menu-panel').getAttribute('aria-label')) ?? '' });
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    // Quit smoking, the test, the survey, help and sign-in ("Get the app" only once a store page is configured).
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    for (const link of await links.all()) {
      const b = (await link.boundingBox())!;
      expect(b.x + b.width, path).toBeLessThanOrEqual(PHONE.width);
      expect(b.height, path).toBeGreaterThanOrEqual(44);
    }
    // Tab through the menu: after its last link the focus comes back to the menu button.
    const count = await links.count();
    for (let i = 0; i < count; i++) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('a link in the phone menu leads to its page and the menu closes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await menuButton(page).click();
  await page.locator('.menu-panel').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator('.menu-panel')).toBeHidden();
  await expect(page.locator('details.menu')).not.toHaveAttribute('open');
});

test('without JavaScript the menu and the language chooser still work', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/pl');
  await menuButton(page).click();
  await page.locator('.menu-panel').getByRole('link', { name: 'Pomoc' }).click();
  await expect(page).toHaveURL(/\/pl\/pomoc$/);
  await languageButton(page).click();
  await page.getByRole('navigation', { name: 'Język' }).getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/pt\/ajuda$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await context.close();
});

test('the language chooser lists the 9 languages by their own names, marks the current one and keeps the page', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/help');
  const button = languageButton(page);
  await expect(button).toHaveAccessibleName(/Language.*en/i);
  await button.click();
  const chooser = page.getByRole('navigation', { name: 'Language' });
  await expect(chooser.getByRole('link')).toHaveText(['Deutsch', 'Français', 'Nederlands', 'Español', 'Русский', 'Italiano', 'Português', 'Polski']);
  await expect(chooser.locator('[aria-current="true"]')).toContainText('English');
  await chooser.getByRole('link', { name: 'Русский' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
  expect(decodeURI(new URL(page.url()).pathname)).toBe('/ru/помощь');
  // Escape closes the chooser.
  await languageButton(page).click();
  await expect(page.getByRole('navigation', { name: 'Язык' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Язык' })).toBeHidden();
});

test('English in the chooser works without JavaScript when the language cookie says German', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: LAPTOP, baseURL });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de-DE', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/de/hilfe');
  await languageButton(page).click();
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('en-US');
  expect(cookie?.sameSite).toBe('Lax');
  // The choice is remembered: the unprefixed root stays English.
  await page.goto('/');
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await context.close();
});

test('on a laptop the navigation fits one line in every language, the longest included', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  for (const [path] of HOMES) {
    await page.goto(path);
    await expect(menuButton(page), path).toBeHidden();
    const nav = header(page).locator('nav.nav-wide');
    await expect(nav, path).toBeVisible();
    const tops = await nav.locator(':scope > ul > li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${path}: ${tops.join(',')}`).toBe(1);
    const box = (await header(page).boundingBox())!;
    expect(box.height, path).toBeLessThanOrEqual(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(LAPTOP.width);
  }
});

test('signed in, the laptop navigation still fits one line, the longest languages included', async ({ page, baseURL }) => {
  await startSession(page, baseURL!, await idTokenFor(MEMBER.email, MEMBER.password));
  await page.setViewportSize(LAPTOP);
  for (const path of ['/ru', '/de', '/pt', '/pl', '/fr']) {
    await page.goto(path);
    const nav = header(page).locator('nav.nav-wide');
    await expect(nav.locator('.account'), path).toBeVisible();
    const tops = await nav.locator('a:visible, button:visible').evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.length, path).toBeGreaterThanOrEqual(6); // four main links, My Exhale and signing out
    expect(Math.max(...tops) - Math.min(...tops), `${path}: ${tops.join(',')}`).toBeLessThanOrEqual(4);
    const right = Math.max(...(await nav.locator('a:visible, button:visible').evaluateAll((items) => items.map((el) => el.getBoundingClientRect().right))));
    const chooser = (await languageButton(page).boundingBox())!;
    expect(right, path).toBeLessThanOrEqual(chooser.x);
  }
});

test('the footer sits at the bottom of a short page', async ({ page }) => {
  // A screen taller than any of these pages.
  await page.setViewportSize({ width: 1280, height: 3000 });
  for (const path of ['/login', '/de/hilfe', '/ru/login']) {
    await page.goto(path);
    const footer = (await page.locator('footer.site-footer').boundingBox())!;
    expect(Math.round(footer.y + footer.height), path).toBe(3000);
  }
});

test('the favicon set and the web manifest carry the brand', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Exhale', theme_color: '#0f766e' });
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toBe(icon.type);
  }
  const html = await (await request.get('/de')).text();
  expect(html).toContain('rel="manifest"');
  expect(html).toMatch(/rel="apple-touch-icon"[^>]*href="\/apple-icon\.png/);
});

test('axe finds nothing with the menu and the language chooser open, on a phone and a laptop', async ({ page }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/de/hilfe', '/ru']) {
    await page.goto(path);
    await menuButton(page).click();
    await expectAccessible(page, `${path} (menu open)`);
    await languageButton(page).click();
    await expectAccessible(page, `${path} (languages open)`);
  }
  await page.setViewportSize(LAPTOP);
  await page.goto('/pt');
  await languageButton(page).click();
  await expectAccessible(page, '/pt (laptop, languages open)');
});

test.describe('on a first visit', () => {
  test.use({ storageState: firstVisit });

  test('the cookie banner is never the largest contentful paint of the home or help page, in any language', async ({ page }) => {
    test.slow();
    // Lighthouse's phone (Moto G Power) screen.
    await page.setViewportSize({ width: 412, height: 823 });
    for (const [home] of HOMES) {
      const help = `${home === '/' ? '' : home}${{ '/': '/help', '/de': '/hilfe', '/fr': '/aide', '/nl': '/hulp', '/es': '/ayuda', '/ru': '/помощь', '/it': '/aiuto', '/pt': '/ajuda', '/pl': '/pomoc' }[home]}`;
      for (const path of [home, help]) {
        await page.goto(path);
        await expect(page.locator('#cc-main .cm'), path).toBeVisible({ timeout: 15_000 });
        const largest = await page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              // Two frames after the banner shows: its paint has been recorded.
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  new PerformanceObserver((list) => {
                    const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
                    const el = entry?.element;
                    resolve(!el ? 'none' : el.closest('#cc-main') ? `the banner (${el.className})` : `${el.tagName.toLowerCase()}.${el.className}`);
                  }).observe({ type: 'largest-contentful-paint', buffered: true }),
                ),
              );
            }),
        );
        expect(largest, path).not.toMatch(/^the banner/);
      }
    }
  });
});
