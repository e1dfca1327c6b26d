import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { locales, urlFor } from './helpers';
import type { AppPathname } from '@/lib/routing/pathnames';

const contentPages: AppPathname[] = ['/', '/help', '/quit-smoking', '/terms', '/privacy', '/imprint', '/install'];

test('home and help differ by language', async ({ request }) => {
  const h1 = async (url: string) => /<h1[^>]*>([^<]+)<\/h1>/.exec(await (await request.get(url)).text())?.[1];
  const homes = new Set<string | undefined>();
  const helps = new Set<string | undefined>();
  for (const l of locales) {
    homes.add(await h1(urlFor('/', l)));
    helps.add(await h1(urlFor('/help', l)));
  }
  expect(homes.size).toBe(9);
  expect(helps.size).toBeGreaterThanOrEqual(7); // "Help" is "Hilfe", "Aide", … but "Ajuda"/"Ayuda" differ too
  expect(await h1('/de')).toBe('Mit Exhale rauchfrei werden');
});

test('every link in the content lands on a page that answers 200', async ({ request, baseURL }) => {
  test.slow(); // 63 pages read, then every link they hold requested: first visits render on demand
  const seen = new Set<string>();
  for (const l of locales) {
    for (const p of contentPages) {
      const html = await (await request.get(urlFor(p, l))).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      for (const m of main.matchAll(/href="(\/[^"#]*)"/g)) seen.add(m[1]!.replace(/&amp;/g, '&'));
    }
  }
  expect(seen.size).toBeGreaterThan(20);
  // Checked without cookies: the crawl above leaves a language cookie behind.
  // A member page (data deletion) answers a signed-out visitor by sending them to sign in and back.
  for (const href of seen) {
    const res = await fetch(new URL(href, baseURL), { redirect: 'manual' });
    if (res.status === 307) {
      const to = new URL(res.headers.get('location')!, baseURL);
      expect(to.pathname, href).toMatch(/^(\/[a-z]{2})?\/login$/);
      // The guard keeps the path as the request named it (percent-encoded); the content may write it in letters.
      expect(decodeURI(to.searchParams.get('redirect')!), href).toBe(decodeURI(href));
    } else expect(res.status, href).toBe(200);
  }
});

test('pages carry canonical, hreflang for 9 locales plus x-default, and Open Graph', async ({ request, baseURL }) => {
  const html = await (await request.get('/de/hilfe')).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/de/hilfe"/>`);
  const langs = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
  expect(langs.sort()).toEqual([...locales, 'x-default'].sort());
  expect(html).toContain('<meta property="og:title" content="Hilfe"/>');
  expect(html).toContain('<meta property="og:locale" content="de_DE"/>');
});

test('sitemap lists every content page and post in every locale; robots names it', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const loc of [
    `${baseURL}/`,
    `${baseURL}/de/hilfe`,
    `${baseURL}/pl/rzucanie-palenia`,
    `${baseURL}/fr/posts/cravings`,
    `${baseURL}/ru/posts/first-week`,
  ]) {
    expect(xml).toContain(`<loc>${encodeURI(loc)}</loc>`);
  }
  expect([...xml.matchAll(/<loc>/g)]).toHaveLength(10 * 9); // 7 content pages and 3 posts
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('editor redirects from the CMS: relative inside the site, absolute away', async ({ request }) => {
  const inside = await request.get('/stop-smoking', { maxRedirects: 0 });
  expect(inside.status()).toBe(308);
  expect(new URL(inside.headers()['location']!, 'http://x').pathname).toBe('/quit-smoking');
  const away = await request.get('/who-tobacco-facts', { maxRedirects: 0 });
  expect(away.status()).toBe(302);
  expect(away.headers()['location']).toBe('https://www.who.int/news-room/fact-sheets/detail/tobacco');
});

test('the webhook refuses a bad secret and makes a published edit visible without a rebuild', async ({ request }) => {
  const bad = await request.post('/api/storyblok/webhook?secret=wrong', { data: { action: 'published', full_slug: 'imprint' } });
  expect(bad.status()).toBe(401);

  // An editor publishes a new title: the embedded source reads the overlay folder first.
  const dataDir = process.env.EXHALE_DATA_DIR!;
  const story = JSON.parse(readFileSync(join('content', 'stories', 'default', 'imprint.json'), 'utf8'));
  story.content.title = `Imprint, edited ${Date.now()}`;
  const file = join(dataDir, 'content', 'stories', 'default', 'imprint.json');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(story));

  expect(await (await request.get('/imprint')).text()).not.toContain(story.content.title); // still cached
  const ok = await request.post('/api/storyblok/webhook?secret=local-webhook-secret', { data: { action: 'published', full_slug: 'imprint' } });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).result.revalidated).toEqual(['story:imprint']);
  await expect.poll(async () => (await (await request.get('/imprint')).text()).includes(story.content.title), { timeout: 15_000 }).toBe(true);
});

test('preview shows a draft that the public page does not, and needs the secret', async ({ browser }) => {
  const editor = await browser.newContext();
  const page = await editor.newPage();
  expect((await page.goto('/api/preview?secret=wrong&slug=help'))?.status()).toBe(401);
  await page.goto('/api/preview?secret=local-preview-secret&slug=help');
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.locator('main')).toContainText('Draft: we are reworking this page.');

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  const res = await publicPage.goto('/help');
  await expect(publicPage.locator('main')).not.toContainText('Draft:');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(res?.headers()['content-security-policy']).not.toContain('app.storyblok.com');
  await editor.close();
  await visitor.close();
});
