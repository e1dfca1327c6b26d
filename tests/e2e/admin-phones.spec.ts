import { expect, test, type Browser, type Page } from '@playwright/test';
import { routeTable, staticPathnames, type AppPathname } from '@/lib/routing/pathnames';
import { ADMIN, idTokenFor, signedIn, subscribeInFooter, uniqueEmail, urlFor } from './helpers';
import { expectAccessible } from './axe';

// Issue #17: every admin page fits a 390 px phone (tables scroll in their own box), the quit-reasons
// list is a compact table with inline editing and keyboard reordering, and an unknown onboarding step
// is refused through the API.

const adminPage = (browser: Browser, baseURL: string, viewport = { width: 390, height: 844 }) =>
  signedIn(browser, baseURL, ADMIN.email, ADMIN.password, false, { viewport });

/** A real campaign's id: one made through the admin form, found by its name in the list. */
async function campaignId(page: Page) {
  const name = `Phone check ${Date.now()}`;
  await page.goto('/admin/code-campaigns');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Number of codes').fill('2');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto('/admin/code-campaigns');
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  return /code-campaigns\/([0-9a-f-]{36})/.exec(href!)![1]!;
}

const adminRoutes = (Object.keys(routeTable) as AppPathname[]).filter((p) => routeTable[p].layout === 'admin');

for (const locale of ['en-US', 'de-DE'] as const) {
  test(`no admin page is wider than a 390 px phone (${locale})`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const page = await adminPage(browser, baseURL!);
    const params = { id: await campaignId(page), uid: 'demo-user-5' };
    expect(adminRoutes.length).toBe(13); // the spec's twelve and the support inbox (issue #35)
    for (const pathname of adminRoutes) {
      const url = urlFor(pathname, locale, staticPathnames.includes(pathname) ? {} : params);
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.locator('[data-layout="admin"]'), url).toBeVisible();
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width, url).toBeLessThanOrEqual(390);
    }
    // A table is one block per row on a phone: its named region scrolls nothing away.
    await page.goto(urlFor('/admin/purchases', locale));
    const box = page.getByRole('region', { name: locale === 'en-US' ? 'Purchases' : 'Käufe' });
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectAccessible(page);
  });
}

// Issue #35: the admin area on a phone has the site's ≤ 80 px header with a menu, and its tables show
// every value (each under its column's name) instead of cutting price and status off at the edge.
for (const locale of ['en-US', 'de-DE', 'ru-RU'] as const) {
  test(`on a 390 px phone the admin header is at most 80 px, its menu opens from the keyboard, the title is in view (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const page = await adminPage(browser, baseURL!);
    for (const pathname of ['/admin', '/admin/purchases', '/admin/email'] as const) {
      const url = urlFor(pathname, locale);
      await page.goto(url);
      // Polled: the email page refreshes itself while a send (another test's) is under way.
      const box = (selector: string) => page.locator(selector).first().boundingBox();
      await expect.poll(async () => (await box('.admin-header'))?.height ?? Infinity, { message: url }).toBeLessThanOrEqual(80);
      // The sidebar's links are in the menu: the title comes right after the header and breadcrumbs (it was below ~300 px of chrome).
      await expect(page.locator('.admin-nav'), url).toBeHidden();
      await expect.poll(async () => ((b) => (b ? b.y + b.height : Infinity))(await box('main h1')), { message: url }).toBeLessThanOrEqual(260);
      // Touch targets: the menu and language buttons are at least 44 px square.
      for (const button of ['.admin-header .menu-button', '.admin-header .lang-button'])
        await expect
          .poll(async () => ((b) => (b ? Math.min(b.width, b.height) : 0))(await box(button)), { message: `${url} ${button}` })
          .toBeGreaterThanOrEqual(44);
    }

    // From the keyboard: Tab from the skip link to the menu button, Enter opens it; its links are the tools.
    await page.goto(urlFor('/admin', locale));
    const menuButton = page.locator('.admin-header .menu-button');
    await page.locator('body').press('Tab');
    for (let i = 0; i < 6 && !(await menuButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.locator('.admin-header .menu-panel');
    await expect(menu).toBeVisible();
    const tools = menu.locator('a[href*="/admin/"]');
    expect(await tools.count()).toBeGreaterThanOrEqual(9);
    const purchases = menu.locator(`a[href="${urlFor('/admin/purchases', locale)}"]`);
    await purchases.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${urlFor('/admin/purchases', locale)}$`), { timeout: 30_000 });
    await expect(menu).toBeHidden();
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });
}

test('on a 390 px phone no table cell is cut off: purchases and subscribers show each value under its column name', async ({
  browser,
  baseURL,
  page: visitor,
}) => {
  await subscribeInFooter(visitor, uniqueEmail('phone-table'));
  const page = await adminPage(browser, baseURL!);
  for (const [pathname, name] of [
    ['/admin/purchases', 'Purchases'],
    ['/admin/email', 'Subscribers'],
  ] as const) {
    await page.goto(pathname);
    const region = page.getByRole('region', { name });
    const cells = region.locator('tbody :is(td, th)');
    expect(await cells.count(), pathname).toBeGreaterThan(0);
    const boxes = await cells.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, label: getComputedStyle(el, '::before').content, text: el.textContent };
      }),
    );
    for (const box of boxes) {
      expect(box.left, `${pathname} ${box.text}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${pathname} ${box.text}`).toBeLessThanOrEqual(390);
      expect(box.label, `${pathname} ${box.text}`).not.toBe('none');
    }
  }
  // The price and the status of the first purchase, under their names, on the screen.
  await page.goto('/admin/purchases');
  const first = page.getByRole('region', { name: 'Purchases' }).locator('tbody tr').first();
  for (const name of ['Price', 'Status']) {
    await first.locator(`[data-label="${name}"]`).scrollIntoViewIfNeeded();
    await expect(first.locator(`[data-label="${name}"]`)).toBeInViewport({ ratio: 1 });
  }
});

test('quit reasons: a compact table, missing translations named in words, a label edited inline, reordered by keyboard', async ({ browser, baseURL }) => {
  const page = await adminPage(browser, baseURL!, { width: 1280, height: 800 });
  await page.goto('/admin/quit-reasons');
  const rows = page.locator('.list-rows form.list-item');
  expect(await rows.count()).toBeGreaterThan(5);
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThan(1600);

  // A new entry with only an English label: its row says in words which languages miss a label.
  const key = `phone-${Date.now()}`;
  const form = page.getByRole('form', { name: 'New entry' });
  await form.getByLabel('Key').fill(key);
  await form.getByLabel('English').fill(`Label ${key}`);
  await form.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('form', { name: `Label ${key}` });
  await expect(row).toContainText('Missing in: Deutsch');
  await expectAccessible(page);

  // Inline: open the row's labels, fill German, save the row.
  await row.getByText('Edit labels').click();
  await row.getByLabel(/^Deutsch/).fill(`Bezeichnung ${key}`);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toContainText('Saved.');
  await expect(row).not.toContainText('Deutsch,');
  await page.reload();
  await expect(page.getByRole('form', { name: `Label ${key}` }).getByLabel(/^Deutsch/)).toHaveValue(`Bezeichnung ${key}`);

  // By keyboard: the new (last) row moves up one place.
  const names = async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const before = await names();
  expect(before.at(-1)).toBe(`Label ${key}`);
  await page
    .getByRole('form', { name: `Label ${key}` })
    .getByRole('button', { name: 'Move up' })
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([...before.slice(0, -2), `Label ${key}`, before.at(-2)]);
  // The focus stays on the button, so Enter moves it on; the last row's "Move down" says it cannot.
  const up = page.getByRole('form', { name: `Label ${key}` }).getByRole('button', { name: 'Move up' });
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(names).toEqual([...before.slice(0, -3), `Label ${key}`, before.at(-3), before.at(-2)]);
  await expect(up).toBeFocused();
  await expect(rows.last().getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true');
});

test('an unknown onboarding step is refused through the API, a registered one is recorded', async ({ request }) => {
  const token = await idTokenFor(uniqueEmail('steps'), 'steps-pass-1', true);
  const call = (step: string) =>
    request.post('/api/fn/recordOnboardingStep', {
      headers: { Authorization: `Bearer ${token}` },
      data: { data: { step, at: new Date().toISOString(), platform: 'web' } },
    });
  const refused = await call('test-junk');
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { status: string; message: string } }).error).toMatchObject({
    status: 'INVALID_ARGUMENT',
    message: expect.stringContaining('Unknown onboarding step "test-junk"'),
  });
  const ok = await call('welcome');
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ result: { recorded: true } });
});
