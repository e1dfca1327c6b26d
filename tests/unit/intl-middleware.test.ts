import createIntlMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { intlMiddleware } from '@/lib/routing/intl-middleware';
import { routing } from '@/lib/routing/intl';
import { appPathnames, localizedPathname } from '@/lib/routing/pathnames';
import { localePrefixes, locales } from '@/lib/i18n/locales';

// next-intl's own middleware, asked afresh each time: what lib/routing/intl-middleware must answer.
const atRoot = createIntlMiddleware(routing);
const elsewhere = createIntlMiddleware({ ...routing, localeDetection: false, localeCookie: false });

function direct(request: NextRequest): NextResponse {
  const response = (request.nextUrl.pathname === '/' ? atRoot : elsewhere)(request);
  response.headers.delete('set-cookie');
  response.headers.delete('x-middleware-set-cookie');
  return response;
}

const seen = (response: NextResponse) => ({ status: response.status, headers: [...response.headers.entries()] });

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(`http://localhost:3000${path}`, { headers: { 'user-agent': 'test', ...headers } });

// Every route in every language (ids filled in), their English and other languages' slugs under each
// prefix, case and trailing-slash variants, unknown and malformed paths, with and without a query.
const paths = new Set<string>();
for (const pathname of appPathnames) {
  for (const locale of locales) {
    const prefix = localePrefixes[locale];
    const slug = localizedPathname(pathname, locale)
      .replace(/\[\.\.\.[^\]]+\]/g, 'a/b')
      .replace(/\[[^\]]+\]/g, 'some-id');
    const path = encodeURI(`${prefix}${slug}`.replace(/\/$/, '') || '/');
    paths.add(path);
    paths.add(`${path}/`);
    paths.add(path.toUpperCase());
    paths.add(`${prefix}${pathname.replace(/\[[^\]]+\]/g, 'x')}`);
  }
}
for (const p of ['/de', '/de/', '/DE/hilfe', '/en-US', '/de-DE/hilfe', '/nowhere', '/de/nowhere', '/%E0%A4%A', '/de/%ZZ', '/a%5Cb', '/ru/']) paths.add(p);

describe('lib/routing/intl-middleware: next-intl asked once per path', () => {
  it.each([...paths].flatMap((path) => [[path, ''] as const, [path, '?q=1&b=%20c'] as const]))(
    'answers %s%s as next-intl does, first and again',
    (path, search) => {
      const expected = seen(direct(request(path + search, { 'x-extra': 'kept' })));
      expect(seen(intlMiddleware(request(path + search, { 'x-extra': 'kept' })))).toEqual(expected);
      expect(seen(intlMiddleware(request(path + search, { 'x-extra': 'kept' })))).toEqual(expected);
    },
  );

  it.each<Record<string, string>>([
    {},
    { 'accept-language': 'de-DE,de;q=0.9' },
    { 'accept-language': 'ru' },
    { 'accept-language': 'xx-YY' },
    { cookie: 'NEXT_LOCALE=fr-FR' },
    { cookie: 'NEXT_LOCALE=en-US', 'accept-language': 'de' },
    { cookie: 'NEXT_LOCALE=nonsense', 'accept-language': 'pl' },
    { cookie: 'NEXT_LOCALE=de-DE', 'sec-fetch-dest': 'document' },
  ])('answers the root as next-intl does for %o, first and again', (headers) => {
    for (const search of ['', '?x=1']) {
      const expected = seen(direct(request(`/${search}`, headers)));
      expect(seen(intlMiddleware(request(`/${search}`, headers)))).toEqual(expected);
      expect(seen(intlMiddleware(request(`/${search}`, headers)))).toEqual(expected);
    }
  });

  it('keeps the answer per visitor at the root: a German visitor after an English one is still sent to /de', () => {
    expect(intlMiddleware(request('/')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-US');
    expect(intlMiddleware(request('/')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-US');
    for (let i = 0; i < 2; i++) {
      const german = intlMiddleware(request('/', { 'accept-language': 'de' }));
      expect(german.status).toBe(307);
      expect(german.headers.get('location')).toBe('http://localhost:3000/de');
      expect(intlMiddleware(request('/', { cookie: 'NEXT_LOCALE=fr-FR' })).headers.get('location')).toBe('http://localhost:3000/fr');
    }
    expect(intlMiddleware(request('/de/hilfe')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de-DE/help');
    expect(intlMiddleware(request('/de/hilfe?a=1')).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/de-DE/help?a=1');
  });
});
