import { expect, test } from '@playwright/test';

// The brand font (issue #15): self-hosted, loaded, and covering Latin, Latin Extended and Cyrillic.
test('the brand font is self-hosted and loaded, Latin, Latin Extended and Cyrillic', async ({ browser, page, baseURL }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push(r.url());
  });
  for (const [path, expected] of [
    ['/', 1],
    ['/pl', 2],
    ['/ru', 2],
  ] as const) {
    await page.goto(path);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = getComputedStyle(document.body).fontFamily;
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/["']/g, ''));
      const heading = document.querySelector('h1');
      return { family, loaded, headingFamily: heading ? getComputedStyle(heading).fontFamily : family };
    });
    // The brand faces come first in the body's font stack, and the page's text made them load.
    expect(fonts.family, path).not.toMatch(/^system-ui/);
    expect(new Set(fonts.loaded).size, path).toBeGreaterThanOrEqual(expected);
    for (const family of fonts.loaded) expect(fonts.family, path).toContain(family);
    expect(fonts.headingFamily, path).toBe(fonts.family);
  }
  // French text with œ ("œsophage" in the health timeline) needs the Latin file only, not Latin Extended
  // too (a fresh context: nothing in the browser's cache).
  const fresh = await browser.newContext();
  const french = await fresh.newPage();
  const frenchFonts: string[] = [];
  french.on('request', (r) => {
    if (r.resourceType() === 'font') frenchFonts.push(r.url());
  });
  await french.goto('/fr');
  expect(await french.locator('main').innerText()).toContain('œ');
  await french.evaluate(() => document.fonts.ready);
  const files = [...new Set(frenchFonts.map((url) => new URL(url).pathname.replace(/.*\//, '')))];
  expect(
    files.filter((file) => file.startsWith('nunito_sans_latin_wght')),
    files.join(),
  ).toHaveLength(1);
  expect(
    files.filter((file) => file.startsWith('nunito_sans_latin_ext')),
    files.join(),
  ).toEqual([]);
  await fresh.close();
  // From this site only (no font CDN), preloaded as woff2.
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<link rel="preload" href="[^"]+\.woff2" as="font"/);
  // The Russian pages preload the Cyrillic face as well (its text is their largest paint); others do not.
  const cyrillic = /<link rel="preload" href="\/fonts\/nunito-sans-cyrillic-wght-normal\.[0-9.]+\.woff2" as="font"[^>]*crossorigin/i;
  expect(await (await page.request.get('/ru/помощь')).text()).toMatch(cyrillic);
  expect(await (await page.request.get('/de/hilfe')).text()).not.toMatch(cyrillic);
  expect(
    fontRequests.some((url) => url.includes('/fonts/nunito-sans-cyrillic-wght-normal.')),
    'the Cyrillic face loaded on /ru',
  ).toBe(true);
  const file = await page.request.get(fontRequests.find((url) => url.includes('/fonts/nunito-sans-cyrillic'))!);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
