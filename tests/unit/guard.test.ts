import { describe, expect, it } from 'vitest';
import { guardRedirect } from '@/lib/routing/guard';
import { safeRedirect } from '@/lib/auth/redirect';

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
