import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, idTokenFor, signedIn, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

// The admin dashboard: key figures with their change, a selectable period, server-rendered SVG charts.
const admin = (browser: Browser, baseURL: string, javaScriptEnabled = true) =>
  signedIn(browser, baseURL, ADMIN.email, ADMIN.password, false, { javaScriptEnabled });

const figure = (page: Page, label: string) => page.getByTestId('kpis').locator('li').filter({ hasText: label }).locator('strong');
const journeyCard = (page: Page, label: string) => page.getByTestId('journey-kpis').locator('li').filter({ hasText: label });
const numberIn = async (text: Promise<string | null>) => Number((await text)!.replace(/\D/g, ''));

test('English: figures with their change, SVG charts with their numbers, period switch, axe clean', async ({ browser, baseURL }) => {
  const page = await admin(browser, baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expect(page.getByTestId('period')).toContainText('30 days');
  const cards = page.getByTestId('kpis').locator('> li');
  await expect(cards).toHaveCount(7);
  await expect(page.getByTestId('journey-kpis').locator('[data-direction]')).toHaveCount(6);
  // Each figure says how it changed, in words.
  for (const text of await cards.locator('[data-direction]').allTextContents()) expect(text).toMatch(/Up|Down|Same|No previous data/);
  // A card without a previous period says so once, not again as "Previous period: 0".
  for (const card of await page.locator('[data-testid$="kpis"] > li').all()) expect(await card.textContent()).not.toMatch(/No previous data.*Previous period/);
  const tests = cards.filter({ hasText: 'Dependence tests' });
  await expect(tests.getByRole('link')).toHaveAttribute('href', /\/admin\/motivation\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d/);

  const chart = page.getByRole('img', { name: /Dependence tests per day/ });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
  await expect(chart.locator('title')).toHaveText('Dependence tests per day');
  const table = page.getByRole('table', { name: 'Dependence tests per day' });
  await expect(table.locator('tbody tr')).toHaveCount(30);
  const perDay = (await table.locator('tbody td').allTextContents()).map(Number);
  expect(perDay.reduce((a, b) => a + b, 0)).toBe(Number((await figure(page, 'Dependence tests').textContent())!.replace(/\D/g, '')));
  await expect(page.getByRole('img', { name: /Purchases in EUR per day/ })).toBeVisible();
  await expectAccessible(page);

  const thirty = await figure(page, 'Dependence tests').textContent();
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=7/);
  await expect(page.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('period')).toContainText('7 days');
  await expect(page.getByRole('table', { name: 'Dependence tests per day' }).locator('tbody tr')).toHaveCount(7);
  expect(await figure(page, 'Dependence tests').textContent()).not.toBe(thirty);

  await page.getByRole('link', { name: 'Last 90 days' }).click();
  await expect(page.getByRole('table', { name: 'Dependence tests per week' }).locator('tbody tr')).toHaveCount(13);
});

test('the quit journey: a new member with a plan and a check-in today shows in the figures', async ({ browser, baseURL, request }) => {
  const page = await admin(browser, baseURL!);
  await page.goto('/admin?period=7');
  await expect(page.getByRole('heading', { name: 'Quit journey', level: 2 })).toBeVisible();
  await expect(page.getByTestId('journey-kpis').locator('> li')).toHaveCount(6);
  const plans = await numberIn(journeyCard(page, 'Members with a plan').locator('strong').textContent());
  const today = await numberIn(
    journeyCard(page, 'Daily active members')
      .getByText(/checked in today$/)
      .textContent(),
  );
  await expect(journeyCard(page, 'Reminders sent')).toBeVisible();
  await expect(journeyCard(page, 'Check-ins within a day of a reminder')).toBeVisible();
  // A plan this week is not 7 days old: its retention cannot be measured yet.
  await expect(journeyCard(page, 'Back after 30 days').getByText(/whose plan started in the period/)).toBeVisible();

  const idToken = await idTokenFor(uniqueEmail('journey-admin'), 'journey-pass-1', true);
  const headers = { authorization: `Bearer ${idToken}` };
  // West of UTC, the member's today is never after the period's last (UTC) day: the check-in is in the chart.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const plan = { quitDate: day, cigarettesPerDay: 12, packPrice: 9.5, packSize: 20, currency: 'EUR', timeZone: 'America/New_York' };
  expect((await request.post('/api/fn/setQuitPlan', { data: { data: plan }, headers })).status()).toBe(200);
  const checkIn = { day, smokeFree: true, slips: 0, craving: 4, triggers: [] };
  expect((await request.post('/api/fn/checkIn', { data: { data: checkIn }, headers })).status()).toBe(200);

  await page.reload();
  expect(await numberIn(journeyCard(page, 'Members with a plan').locator('strong').textContent())).toBeGreaterThan(plans);
  expect(
    await numberIn(
      journeyCard(page, 'Daily active members')
        .getByText(/checked in today$/)
        .textContent(),
    ),
  ).toBeGreaterThan(today);
  await expect(page.getByRole('table', { name: 'New plans per day' }).locator('tbody tr')).toHaveCount(7);
  const checkIns = (await page.getByRole('table', { name: 'Check-ins per day' }).locator('tbody td').allTextContents()).map(Number);
  expect(checkIns).toHaveLength(7);
  expect(checkIns.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
});

test('German, without JavaScript: a custom range by the plain form; a bad range gets a German message; no sideways scroll at 390 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await admin(browser, baseURL!, false);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/admin');
  await expect(page.getByRole('img', { name: /Abhängigkeitstests pro Tag/ })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
  // The page ends where its content does: the charts' tables (there for screen readers) add no empty
  // scroll (they added about 900 px; the main area's bottom padding is less than 64).
  const { scrollHeight, mainBottom } = await page.evaluate(() => ({
    scrollHeight: document.scrollingElement!.scrollHeight,
    mainBottom: document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(mainBottom + 64);

  const from = new Date(Date.now() - 13 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Von', { exact: true }).fill(from);
  await page.getByLabel('Bis', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(new RegExp(`period=custom&from=${from}&to=${to}`));
  await expect(page.getByTestId('period')).toContainText('14 Tage');
  await expect(page.getByRole('table', { name: 'Abhängigkeitstests pro Tag' }).locator('tbody tr')).toHaveCount(14);

  const res = await page.goto('/de/admin?period=custom&from=2026-02-30&to=2026-03-01');
  expect(res!.status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveText('Gib gültige Kalenderdaten ein. Stattdessen siehst du die letzten 30 Tage.');
  await page.goto(`/de/admin?period=custom&from=${to}&to=${from}`);
  await expect(page.getByRole('alert')).toContainText('Das Enddatum liegt vor dem Startdatum.');
  await page.goto('/de/admin?period=custom&from=2024-01-01&to=2025-06-30');
  await expect(page.getByRole('alert')).toContainText('höchstens 366 Tage');
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

  // French writes the first of the month as "1er" (lib/i18n/dates.ts), in the admin area too.
  await page.goto('/fr/admin?period=custom&from=2026-03-01&to=2026-03-14');
  await expect(page.getByTestId('period')).toHaveText('1er–14 mars 2026 · 14 jours');

  // axe runs in the page, so on a page with JavaScript: the German custom range and its error message.
  const checked = await admin(browser, baseURL!);
  await checked.setViewportSize({ width: 390, height: 844 });
  await checked.goto(`/de/admin?period=custom&from=${from}&to=${to}`);
  await expectAccessible(checked);
  await checked.goto('/de/admin?period=custom&from=2026-02-30&to=2026-03-01');
  await expect(checked.getByTestId('period-error')).toBeVisible();
  await expectAccessible(checked);
});
