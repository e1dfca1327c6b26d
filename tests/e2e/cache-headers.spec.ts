import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What the production server tells a shared cache (the caching edge in deploy/, or a CDN): pages the
 * same for everyone may be kept briefly and refreshed in the background, and set no cookie; whatever
 * depends on the visitor (the root's language choice, member and admin pages) is `private, no-store`.
 */
async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(encodeURI(path), { headers, maxRedirects: 0 });
}

function expectShared(headers: Record<string, string>, what: string) {
  const value = headers['cache-control'];
  expect(value, what).toMatch(/^public\b/);
  expect(value, what).toMatch(/\bmax-age=0\b/);
  expect(value, what).toMatch(/s-maxage=([1-9]|10)\b/);
  expect(value, what).not.toMatch(/private|no-store|31536000/);
  // Browsers must not serve a stale copy while revalidating (the router's refetch after an action would
  // get the old page): the stale rules are for CDNs only, in CDN-Cache-Control (RFC 9213).
  expect(value, what).not.toMatch(/stale-while-revalidate|stale-if-error/);
  expect(headers['cdn-cache-control'], what).toMatch(/stale-while-revalidate=\d+/);
}

const contentVisits: Array<[string, Record<string, string>]> = [
  ['/help', {}],
  ['/de/hilfe', {}],
  // At a prefixed address a visitor whose cookie or browser names another language gets the same
  // answer as everyone: no cookie is rewritten there.
  ['/de/hilfe', { cookie: 'NEXT_LOCALE=en-US', 'accept-language': 'en-US' }],
  ['/ru/помощь', { 'accept-language': 'de-DE' }],
  ['/de', { 'accept-language': 'en-US' }],
  // An unprefixed address is English for everyone: a German cookie does not turn it into a redirect.
  ['/help', { cookie: 'NEXT_LOCALE=de-DE', 'accept-language': 'de-DE' }],
  ['/quit-smoking', { 'accept-language': 'fr-FR' }],
];

test('content pages: an edge may keep them briefly, and they set no cookie', async ({ request }) => {
  for (const [path, headers] of contentVisits) {
    const what = `${path} ${JSON.stringify(headers)}`;
    const res = await get(request, path, headers);
    expect(res.status(), what).toBe(200);
    expect(res.headers()['set-cookie'], what).toBeUndefined();
    // No ETag: hashing every page costs the origin a tenth of its throughput (next.config.ts).
    expect(res.headers()['etag'], what).toBeUndefined();
    expectShared(res.headers(), what);
  }
});

test('the root chooses the language per visitor, privately, and says what it varied on', async ({ request }) => {
  const german = await get(request, '/', { 'accept-language': 'de-DE,de;q=0.9' });
  expect(german.status()).toBe(307);
  expect(new URL(german.headers()['location']!, 'http://x').pathname).toBe('/de');
  expect(german.headers()['cache-control']).toBe('private, no-store');
  expect(german.headers()['vary']).toMatch(/Accept-Language/i);
  expect(german.headers()['vary']).toMatch(/Cookie/i);
  expect(german.headers()['set-cookie']).toBeUndefined();

  const cookie = await get(request, '/', { cookie: 'NEXT_LOCALE=ru-RU', 'accept-language': 'en-US' });
  expect(new URL(cookie.headers()['location']!, 'http://x').pathname).toBe('/ru');
  expect(cookie.headers()['cache-control']).toBe('private, no-store');

  // The English answer at the root is private too: an edge must not hand it to a German visitor.
  const english = await get(request, '/', { 'accept-language': 'en-US' });
  expect(english.status()).toBe(200);
  expect(english.headers()['cache-control']).toBe('private, no-store');
  expect(english.headers()['set-cookie']).toBeUndefined();
});

test('member, admin and unknown pages are private, no-store', async ({ request }) => {
  for (const path of ['/account', '/de/mein-exhale', '/savings', '/survey/motivation', '/no-such-page', '/admin', '/de/admin/purchases']) {
    const res = await get(request, path);
    expect(res.headers()['cache-control'], path).toMatch(/^private, no-store|^private, no-cache, no-store/);
  }
});

test('the English choice /en-US… still remembers English, privately', async ({ request }) => {
  const res = await get(request, '/en-US/help', { cookie: 'NEXT_LOCALE=de-DE' });
  expect(res.status()).toBe(307);
  expect(res.headers()['set-cookie']).toMatch(/^NEXT_LOCALE=en-US;/);
  expect(res.headers()['cache-control']).toBe('private, no-store');
});

// A cached page is kept with its characters outside ASCII escaped (lib/cache/ascii-html.mjs): Node.js
// copies it out instead of encoding it to UTF-8 on every response. The browser reads the same page.
test('a cached page in a Latin script is sent as ASCII and reads as written; a Russian one is sent as written', async ({ request, page }) => {
  const german = await get(request, '/de/hilfe');
  expect(german.status()).toBe(200);
  const bytes = await german.body();
  expect(bytes.some((b) => b > 0x7f)).toBe(false);
  expect(bytes.toString()).toContain('<title>Hilfe &#183; Exhale</title>');
  await page.goto('/de/hilfe');
  await expect(page).toHaveTitle('Hilfe · Exhale');
  // The language menu names each language in its own script, from the escaped page and after hydration.
  await expect(page.locator('a[hreflang="ru-RU"]').first()).toHaveText('Русский');

  // Escaped, Cyrillic text would grow by half: that page stays as written.
  const russian = await (await get(request, '/ru/помощь')).body();
  expect(russian.toString()).toContain('Помощь');
});
