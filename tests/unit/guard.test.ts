import { describe, expect, it } from 'vitest';
import { guardRedirect } from '@/lib/routing/guard';
import { linkRedirect, safeRedirect } from '@/lib/auth/redirect';

const out = null;
const member = { admin: false };
const admin = { admin: true };

describe('route guard (spec §2)', () => {
  it.each([
    ['/admin', out, '/login?redirect=%2Fadmin'],
    ['/de/admin/purchases', out, '/de/login?redirect=%2Fde%2Fadmin%2Fpurchases'],
    ['/data-deletion', out, '/login?redirect=%2Fdata-deletion'],
    ['/pl/data-deletion', out, '/pl/login?redirect=%2Fpl%2Fdata-deletion'],
    ['/admin/code-campaigns/abc', member, '/error?message=no%20admin%20rights'],
    ['/fr/admin', member, '/fr/error?message=no%20admin%20rights'],
    ['/admin', admin, null],
    ['/data-deletion', member, null],
    ['/account', out, '/login?redirect=%2Faccount'],
    ['/de/mein-exhale', out, '/de/login?redirect=%2Fde%2Fmein-exhale'],
    ['/ru/личный-кабинет', out, '/ru/login?redirect=%2Fru%2F%D0%BB%D0%B8%D1%87%D0%BD%D1%8B%D0%B9-%D0%BA%D0%B0%D0%B1%D0%B8%D0%BD%D0%B5%D1%82'],
    ['/account', member, null],
    ['/account/craving', out, '/login?redirect=%2Faccount%2Fcraving'],
    ['/de/mein-exhale/rauchverlangen', out, '/de/login?redirect=%2Fde%2Fmein-exhale%2Frauchverlangen'],
    ['/account/craving', member, null],
    ['/help', out, null],
    ['/', out, null],
    ['/de/hilfe', member, null],
  ] as const)('%s (%j) → %s', (path, session, expected) => {
    expect(guardRedirect(path, session)).toBe(expected);
  });
});

describe('redirect parameter after sign-in', () => {
  it.each([
    ['/admin', '/admin'],
    ['/de/admin/purchases?page=2', '/de/admin/purchases?page=2'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/\t/evil.example', null],
    ['%2F%2Fevil.example', null],
    ['/%2F%2Fevil.example', null],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});

describe('where an emailed sign-in link leads', () => {
  const site = 'https://exhale.app';
  const at = (query: string) => linkRedirect(new URLSearchParams(query), site);
  it('follows its own redirect, or the one inside a continueUrl on this site, when safe', () => {
    expect(at('mode=signIn&redirect=%2Fde%2Fadmin')).toBe('/de/admin');
    expect(at(`mode=signIn&continueUrl=${encodeURIComponent(`${site}/de/login?mode=emailLink&redirect=%2Fdata-deletion`)}`)).toBe('/data-deletion');
  });
  it('ignores a redirect that leaves the site, a continueUrl elsewhere, and nonsense', () => {
    expect(at('redirect=%2F%2Fevil.example')).toBeNull();
    expect(at(`continueUrl=${encodeURIComponent('https://evil.example/login?redirect=%2Fadmin')}`)).toBeNull();
    expect(at(`continueUrl=${encodeURIComponent(`${site}/login?redirect=https://evil.example`)}`)).toBeNull();
    expect(at('continueUrl=not%20a%20url')).toBeNull();
    expect(at('mode=signIn')).toBeNull();
  });
});
