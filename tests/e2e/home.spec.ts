import { expect, test } from '@playwright/test';
import { locales, urlFor } from './helpers';
import { expectAccessible } from './axe';
import type { Locale } from '@/lib/i18n/locales';
import { allMessages } from '@/lib/i18n/all-messages';

test.use({ viewport: { width: 390, height: 844 } });

test('the hero has one primary action, on the first screen of a phone in every language, and it leads to the dependence test', async ({ page, request }) => {
  for (const l of locales) {
    await page.goto(urlFor('/', l));
    const primary = page.locator('main [data-primary-action]');
    await expect(primary, l).toHaveCount(1);
    await expect(primary, l).toBeVisible();
    const box = await primary.boundingBox();
    expect(box!.y + box!.height, `${l}: the primary action ends below the first screen`).toBeLessThanOrEqual(844);
    const href = await primary.getAttribute('href');
    expect(href, l).toBe(urlFor('/survey/test', l));
    const test = await request.get(href!);
    expect(test.status(), l).toBe(200);
  }
});

test('while no store page is configured no page offers the app: the hero, the header and the closing section lead to the quit plan, in every language', async ({
  page,
  baseURL,
}) => {
  for (const l of locales) {
    await page.goto(urlFor('/', l));
    // Nothing on the page (header, content, footer) links to the install page or the app's go-link.
    // (Addresses compared unescaped: the Russian ones are written in Cyrillic.)
    const install = decodeURI(urlFor('/install', l));
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => decodeURI(a.getAttribute('href')!)));
    expect(
      hrefs.filter((h) => h === install || /\/go\/app$/.test(h)),
      l,
    ).toEqual([]);
    // The hero's second action and the closing section's button are the web's next step: the quit plan.
    const plan = page.locator('main').getByRole('link', { name: allMessages[l].Install.nextStep, exact: true });
    await expect(plan, l).toHaveCount(2);
    for (const link of await plan.all()) expect(decodeURI((await link.getAttribute('href'))!), l).toBe(decodeURI(urlFor('/account', l)));
  }
  // A visitor who is not signed in is asked to sign in or register first, then lands on the plan.
  await page.goto('/');
  await page.locator('main').getByRole('link', { name: 'Make your quit plan' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Faccount`);
});

test('what quitting gives back: the WHO timeline with its source, in every language', async ({ request }) => {
  for (const l of locales) {
    const html = await (await request.get(urlFor('/', l))).text();
    expect(html, l).toContain('href="https://www.who.int/news-room/questions-and-answers/item/tobacco-health-benefits-of-smoking-cessation"');
    expect([...html.matchAll(/<li class="[^"]*item[^"]*"/g)].length, l).toBe(8);
  }
});

test('the savings calculator works without JavaScript: a plain form, a result page, and a localized message for bad input', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const form = page.locator('#savings form');
  await form.getByLabel('Cigarettes a day').fill('20');
  await form.getByLabel('Price of a pack').fill('10');
  await form.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/\/savings\?perDay=20&price=10&/);
  await expect(page.getByTestId('savings-money-year')).toHaveText('$3,653');
  await expect(page.getByTestId('savings-money-month')).toHaveText('$304');
  await expect(page.locator('main')).toContainText('7,305 cigarettes not smoked');
  await expect(page.locator('main')).toContainText('55 days and 19 hours of life regained');
  // The source is named inside one sentence (one message with a link tag), ending with its full stop.
  const source = page.getByRole('link', { name: 'Shaw, Mitchell and Dorling, BMJ 2000' });
  await expect(source.locator('xpath=..')).toHaveText(/the average found by Shaw, Mitchell and Dorling, BMJ 2000\.$/);

  const bad = await page.goto('/de/ersparnis?perDay=-4&price=abc&packSize=20&currency=EUR');
  expect(bad?.status()).toBe(200);
  await expect(page.locator('main')).toContainText('Bitte gib eine Zahl von 1 bis 100 ein.');
  await expect(page.locator('main')).toContainText('Bitte gib eine Zahl ein, zum Beispiel 12 oder 8,50.');
  await expect(page.getByTestId('savings-money-year')).toHaveCount(0);
  await context.close();
});

test('with JavaScript the result follows the typing, on the home page, in the visitor’s currency', async ({ page }) => {
  await page.goto('/de');
  const form = page.locator('#savings form');
  await form.getByLabel('Zigaretten pro Tag').fill('10');
  await form.getByLabel('Preis einer Packung').fill('8,50');
  await expect(page.getByTestId('savings-money-year')).toHaveText(/^1\.552\s€$/);
  await expect(page).toHaveURL(/\/de$/);
  await form.getByLabel('Währung').selectOption('CHF');
  await expect(page.getByTestId('savings-money-year')).toContainText('CHF');
  await form.getByLabel('Zigaretten pro Tag').fill('zehn');
  await expect(page.locator('#savings')).toContainText('Bitte gib eine Zahl ein');
  await expect(form.getByLabel('Zigaretten pro Tag')).toHaveAttribute('aria-invalid', 'true');
  await page.goto('/de/ersparnis?perDay=20&price=10&currency=GBP&packSize=');
  await expect(page.getByTestId('savings-money-year')).toHaveText(/^3\.653\s£$/);
  await expectAccessible(page);
});

const quitlines: Record<Locale, string[]> = {
  'en-US': ['tel:+443001231044', 'tel:+18007848669'],
  'de-DE': ['tel:+498008313131'],
  'fr-FR': ['tel:3989'],
  'nl-NL': ['tel:+318001995'],
  'es-ES': [],
  'ru-RU': ['tel:+78002000200'],
  'it-IT': ['tel:+39800554088'],
  'pt-PT': ['tel:+351808242424'],
  'pl-PL': ['tel:+48801108108'],
};

test('the help page leads with the national quitline of each language as a tel: link, other countries behind a chooser that needs no JavaScript', async ({
  browser,
}) => {
  // On a phone: the long numbers ("1-800-QUIT-NOW (1-800-784-8669)") wrap inside their cards, never past the screen.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const l of locales) {
    await page.goto(urlFor('/help', l));
    const section = page.locator('#quitlines');
    const main = section.locator(':scope > div [data-quitline]');
    expect(await main.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), l).toEqual(quitlines[l]);
    expect(await scrollWidth(), l).toBeLessThanOrEqual(390);
    const chooser = section.locator('details');
    await chooser.locator('summary').click();
    expect(await chooser.locator('[data-quitline]').count(), l).toBe(10 - quitlines[l].length);
    expect(await scrollWidth(), l).toBeLessThanOrEqual(390);
  }
  await page.goto('/es/ayuda');
  await expect(page.locator('#quitlines')).toContainText('Todavía no hemos podido confirmar');
  await context.close();
});

test('a post has its date, reading time, image with alt text, a way back to the magazine and related posts', async ({ page }) => {
  await page.goto('/de/posts/cravings');
  const main = page.locator('main');
  await expect(main.locator('h1')).toHaveText('Drei Wege, das Rauchverlangen zu überstehen');
  await expect(main.locator('article time').first()).toHaveAttribute('datetime', '2026-11-02T08:00:00.000Z');
  await expect(main.locator('article time').first()).toHaveText('2. November 2026');
  await expect(main.getByTestId('reading-time')).toHaveText('1 Min. Lesezeit');
  await expect(main.getByRole('img', { name: 'Ein Glas Wasser neben einem Küchenwecker' })).toBeVisible();
  const back = main.getByRole('link', { name: 'Zurück zum Magazin' });
  await expect(back).toHaveAttribute('href', '/de/nikotinentzug#magazine');
  const related = main.locator('section[aria-labelledby="related-posts"] h3 a');
  expect(await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/de/posts/slip', '/de/posts/first-week']);
  await back.click();
  await expect(page.locator('#magazine li')).toHaveCount(3);
  await expectAccessible(page);
});

test('magazine cards on the home page have images, dates and reading times', async ({ page }) => {
  await page.goto('/fr');
  const cards = page.locator('#magazine article');
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
    await expect(card.locator('time')).toHaveAttribute('datetime', /^2026-/);
    await expect(card).toContainText('min de lecture');
  }
});

test('home, help and a post stay accessible on a phone', async ({ page }) => {
  test.slow(); // five pages through axe-core
  for (const path of ['/', '/ru', '/help', '/pl/pomoc', '/posts/slip']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});
