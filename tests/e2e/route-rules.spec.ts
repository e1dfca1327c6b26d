import { expect, test } from '@playwright/test';

// The rules of spec §2 "Route rules", as a client sees them over HTTP (no redirects followed).
const cases: Array<[string, number, string]> = [
  ['/en', 308, '/'],
  ['/en/help?x=1', 308, '/help?x=1'],
  ['/en/de', 308, '/de'],
  ['/friend-invite/abc', 307, '/'],
  ['/developer-login', 307, '/'],
  ['/de/help', 308, '/de/hilfe'],
  ['/de/help/?a=b', 308, '/de/hilfe?a=b'],
  ['/fr/quit-smoking', 308, '/fr/arreter-de-fumer'],
  ['/privacy-policy', 308, '/privacy'],
  ['/some/privacy-2019?ref=1', 308, '/privacy?ref=1'],
  ['/help/', 308, '/help'],
  // Old addresses of files: the rules apply to them too.
  ['/privacy-policy.html', 308, '/privacy'],
  ['/de/privacy-2019.pdf', 308, '/de/privacy'],
  ['/en/feed.xml', 308, '/feed.xml'],
  ['/friend-invite/card.png', 307, '/'],
];

for (const [from, status, to] of cases) {
  test(`${from} → ${status} ${to}`, async ({ request, baseURL }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(status);
    expect(new URL(res.headers()['location'] ?? '', baseURL).toString()).toBe(new URL(to, baseURL).toString());
  });
}

test('following a rule lands on a page that answers 200', async ({ page }) => {
  const res = await page.goto('/en/help');
  expect(res?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/help');
  await page.goto('/de/help');
  expect(decodeURI(new URL(page.url()).pathname)).toBe('/de/hilfe');
});

test('the mobile sub-host sends every path but the root to the main site root', async ({ request, baseURL }) => {
  const res = await request.get('/help', { headers: { host: 'm.localhost' }, maxRedirects: 0 });
  expect(res.status()).toBe(307);
  // An absolute Location to the main site (SITE_URL is the test server's address): a relative `/`
  // would keep the browser on the sub-host.
  expect(res.headers()['location']).toBe(new URL('/', baseURL).toString());
  const post = await request.post('/de/hilfe', { headers: { host: 'm.localhost' }, maxRedirects: 0 });
  expect(post.status()).toBe(307);
  expect(post.headers()['location']).toBe(new URL('/', baseURL).toString());
  const root = await request.get('/', { headers: { host: 'm.localhost' }, maxRedirects: 0 });
  expect(root.status()).toBe(200);
  const file = await request.get('/robots.txt', { headers: { host: 'm.localhost' }, maxRedirects: 0 });
  expect(file.status()).toBe(307);
  // Guarded paths too, in one hop: not first to the sign-in page on the sub-host.
  for (const path of ['/admin', '/de/data-deletion']) {
    const guarded = await request.get(path, { headers: { host: 'm.localhost' }, maxRedirects: 0 });
    expect(guarded.status(), path).toBe(307);
    expect(guarded.headers()['location'], path).toBe(new URL('/', baseURL).toString());
  }
});

test('/en-US… (the English links of the language chooser) remembers English, temporarily and uncached', async ({ request }) => {
  const res = await request.get('/en-US/help?x=1', { headers: { cookie: 'NEXT_LOCALE=de-DE' }, maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()['location']).toMatch(/^(http:\/\/[^/]+)?\/help\?x=1$/);
  expect(res.headers()['cache-control']).toContain('no-store');
  const cookie = res.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
  expect(cookie).toMatch(/^NEXT_LOCALE=en-US;/);
  expect(cookie).toMatch(/Max-Age=31536000/i);
  expect(cookie).toMatch(/SameSite=lax/i);
  // With that cookie, the English page stays English.
  const page = await request.get('/help', { headers: { cookie: 'NEXT_LOCALE=en-US' }, maxRedirects: 0 });
  expect(page.status()).toBe(200);
});

test('files of the site are still served as they are, not as pages', async ({ request }) => {
  const robots = await request.get('/robots.txt', { maxRedirects: 0 });
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap:');
  const icon = await request.get('/icon.svg', { maxRedirects: 0 });
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/sitemap.xml', { maxRedirects: 0 })).status()).toBe(200);
});
