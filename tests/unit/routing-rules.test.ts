import { describe, expect, it } from 'vitest';
import { routeRedirect, splitLocale } from '@/lib/routing/rules';

const config = { mobileHost: 'm.localhost', siteUrl: 'https://exhale.example' };
const go = (pathname: string, search = '', host = 'localhost:3000') => routeRedirect({ pathname, search, host }, config);

describe('route rules of spec §2', () => {
  it.each([
    // /en… → same path without the prefix; /en → /
    ['/en', '', '/'],
    ['/en/', '', '/'],
    ['/en/help', '', '/help'],
    ['/en/help/', '', '/help'],
    ['/en/posts/abc', '?ref=mail', '/posts/abc?ref=mail'],
    ['/EN/terms', '', '/terms'],
    ['/en-US/privacy', '', '/privacy'],
    ['/en', '?utm=a&b=c', '/?utm=a&b=c'],
    // /friend-invite… and /developer-login… → root
    ['/friend-invite', '', '/'],
    ['/friend-invite/abc', '?x=1', '/'],
    ['/friend-invites', '', '/'],
    ['/developer-login', '', '/'],
    ['/developer-login/x/y/', '', '/'],
    ['/de/friend-invite/abc', '', '/de'],
    // /de/help → /de/hilfe, and every translated slug in every prefixed language
    ['/de/help', '', '/de/hilfe'],
    ['/de/help/', '', '/de/hilfe'],
    ['/de/help', '?q=1', '/de/hilfe?q=1'],
    ['/fr/help', '', '/fr/aide'],
    ['/pl/help', '', '/pl/pomoc'],
    ['/ru/help', '', '/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C'],
    ['/de/quit-smoking', '', '/de/nikotinentzug'],
    ['/es/quit-smoking', '', '/es/dejar-de-fumar'],
    ['/de/aide', '', '/de/hilfe'],
    // any path containing /privacy- → /privacy
    ['/privacy-policy', '', '/privacy'],
    ['/legal/privacy-2019', '?a=1', '/privacy?a=1'],
    ['/de/privacy-alt', '', '/de/privacy'],
    // trailing slashes
    ['/help/', '', '/help'],
    ['/de/hilfe/', '?x=2', '/de/hilfe?x=2'],
    ['/survey/test//', '', '/survey/test'],
  ])('%s%s → %s', (pathname, search, location) => {
    expect(go(pathname, search)?.location).toBe(location);
  });

  it.each([
    ['/'],
    ['/help'],
    ['/de/hilfe'],
    ['/de'],
    ['/entry'],
    ['/english'],
    ['/privacy'],
    ['/de/privacy'],
    ['/admin/user-roles'],
    ['/posts/abc'],
    ['/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C'],
  ])('%s passes through', (pathname) => {
    expect(go(pathname)).toBeNull();
  });

  it('permanent redirects for moved paths, temporary for the legacy entry points', () => {
    expect(go('/en/help')?.status).toBe(308);
    expect(go('/de/help')?.status).toBe(308);
    expect(go('/privacy-x')?.status).toBe(308);
    expect(go('/friend-invite/1')?.status).toBe(307);
  });

  describe("an explicit choice of English (the language chooser's /en-US links)", () => {
    it('goes to the unprefixed page temporarily and remembers English in the language cookie', () => {
      expect(go('/en-US/help')).toEqual({ location: '/help', status: 307, rule: 'en-choice', rememberLocale: 'en-US' });
      expect(go('/en-US')).toEqual({ location: '/', status: 307, rule: 'en-choice', rememberLocale: 'en-US' });
      expect(go('/en-US/posts/abc/', '?ref=1')).toEqual({ location: '/posts/abc?ref=1', status: 307, rule: 'en-choice', rememberLocale: 'en-US' });
    });
    it('the other /en forms stay permanent redirects that set nothing', () => {
      for (const path of ['/en/help', '/en-us/help', '/EN-US/help', '/en']) {
        expect(go(path)?.status, path).toBe(308);
        expect(go(path)?.rememberLocale, path).toBeUndefined();
      }
    });
  });

  describe('mobile sub-host', () => {
    it.each([['/help'], ['/de/hilfe'], ['/admin'], ['/en']])('%s on the mobile host → the main site root', (pathname) => {
      const d = routeRedirect({ pathname, search: '?a=1', host: 'm.localhost:3000' }, config);
      expect(d).toEqual({ location: 'https://exhale.example/', status: 307, rule: 'mobile-host' });
    });
    it('the root of the mobile host stays', () => {
      expect(routeRedirect({ pathname: '/', search: '', host: 'M.LOCALHOST' }, config)).toBeNull();
    });
    it('another host is not the mobile host', () => {
      expect(routeRedirect({ pathname: '/help', search: '', host: 'mm.localhost' }, config)).toBeNull();
    });
  });
});

describe('splitLocale', () => {
  it('reads the prefix', () => {
    expect(splitLocale('/de/hilfe')).toEqual({ prefix: '/de', locale: 'de-DE', rest: '/hilfe' });
    expect(splitLocale('/pl')).toEqual({ prefix: '/pl', locale: 'pl-PL', rest: '/' });
    expect(splitLocale('/help')).toEqual({ prefix: '', locale: 'en-US', rest: '/help' });
    expect(splitLocale('/design')).toEqual({ prefix: '', locale: 'en-US', rest: '/design' });
  });
});
