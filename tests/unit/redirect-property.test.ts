import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linkRedirect, safeRedirect } from '@/lib/auth/redirect';

/**
 * The `redirect` parameter after sign-in, attacked with generated strings: whatever comes back, the
 * browser resolving it against the site (window.location.assign does exactly WHATWG URL resolution)
 * stays on the site. Thousands of strings built from the pieces browsers normalise: slashes,
 * backslashes, dot segments (plain and percent-encoded), tabs and newlines (stripped by the URL
 * parser), `//host`, schemes, user info.
 */
const SITE = 'https://exhale.app';
const pieces = [
  '/',
  '/',
  '/',
  '\\',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%0a',
  '%00',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u00a0',
  '//',
  '///',
  '/\\',
  '\\/',
  'evil.example',
  'evil.example:443',
  'user@',
  '@',
  ':',
  'http:',
  'https:',
  'javascript:',
  'data:',
  '//evil.example',
  'https://evil.example',
  '?',
  '#',
  '&',
  '=',
  'a',
  'admin',
  'de',
  '%',
  '%%',
  '%zz',
  '。',
  'ｅ',
  '⁄',
  '\u2215',
  '\uff0f',
  '\uff3c',
  ';',
  '~',
];
const attack = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...pieces), { maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('/', '/.', '/..', '/%2e', '\\', '/\t'), fc.string()).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

function staysOnSite(result: string | null) {
  if (result === null) return;
  expect(result.startsWith('/')).toBe(true);
  expect(new URL(result, SITE).origin).toBe(SITE);
  // What the site itself would follow again (a redirect passed on through another page) is the same.
  expect(safeRedirect(result)).toBe(result);
}

describe('safeRedirect, property-based', () => {
  it('the known bypasses of a check made before normalisation go home', () => {
    for (const value of [
      '/.//evil.example/x',
      '/%2e//evil.example/x',
      '/..//evil.example/x',
      '/./\\evil.example',
      '/a/..//evil.example',
      '/%2E%2E//evil.example',
    ]) {
      expect(safeRedirect(value), value).toBeNull();
    }
  });

  it('keeps our own paths, normalised, with query and fragment', () => {
    expect(safeRedirect('/de/./admin/../admin/purchases?status=refunded#top')).toBe('/de/admin/purchases?status=refunded#top');
    expect(safeRedirect('/admin')).toBe('/admin');
  });

  it('whatever 20,000 generated strings give back resolves to the site', () => {
    fc.assert(
      fc.property(attack, (value) => staysOnSite(safeRedirect(value))),
      { numRuns: 20_000 },
    );
  });

  it('the email-link flow too: its own redirect, or one inside a continueUrl on this site', () => {
    const continueUrl = fc
      .tuple(fc.constantFrom(SITE, `${SITE}/de`, 'https://evil.example', `${SITE}.evil.example`, '//evil.example'), attack)
      .map(([base, redirect]) => `${base}/login?mode=emailLink&redirect=${encodeURIComponent(redirect)}`);
    const query = fc.oneof(
      attack.map((redirect) => new URLSearchParams({ mode: 'signIn', redirect })),
      continueUrl.map((url) => new URLSearchParams({ mode: 'signIn', continueUrl: url })),
      fc.tuple(attack, attack).map(([a, b]) => new URLSearchParams(`redirect=${a}&continueUrl=${b}`)),
    );
    fc.assert(
      fc.property(query, (params) => staysOnSite(linkRedirect(params, SITE))),
      { numRuns: 10_000 },
    );
    expect(linkRedirect(new URLSearchParams({ redirect: '/.//evil.example/x' }), SITE)).toBeNull();
    const viaContinue = `${SITE}/login?redirect=${encodeURIComponent('/%2e//evil.example')}`;
    expect(linkRedirect(new URLSearchParams({ continueUrl: viaContinue }), SITE)).toBeNull();
  });
});
