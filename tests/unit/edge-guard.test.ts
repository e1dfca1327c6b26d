import { describe, expect, it } from 'vitest';
import { guardedArea, guardRedirect } from '@/lib/routing/guard';
import { decodePath, isMalformedPath, notFoundPath, unroutablePath } from '@/lib/routing/path';

const out = null;
const member = { admin: false };

describe('the guard matches the area segment after the locale, not any "/admin" in the path', () => {
  it.each([
    ['/posts/admin-tips', null],
    ['/de/posts/admin', null],
    ['/posts/data-deletion-explained', null],
    ['/start-data-deletion', null],
    ['/administration', null],
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/de/admin/purchases', 'admin'],
    ['/admin/code-campaigns/a.b', 'admin'],
    ['/admin/x/a.b', 'admin'],
    ['//admin', 'admin'],
    ['/%61dmin', 'admin'],
    ['/ADMIN/email', 'admin'],
    ['/admin/%ZZ', 'admin'],
    ['/pl/data-deletion', 'member'],
    ['/data-deletion/x.json', 'member'],
  ] as const)('%s → %s', (path, area) => {
    expect(guardedArea(path)).toBe(area);
  });

  it('sends a signed-out visitor of /posts/admin-tips nowhere, and of /admin/…/a.b to sign in', () => {
    expect(guardRedirect('/posts/admin-tips', out)).toBeNull();
    expect(guardRedirect('/admin/x/a.b', out)).toBe('/login?redirect=%2Fadmin%2Fx%2Fa.b');
    expect(guardRedirect('/de/admin/x.json', member)).toBe('/de/error?message=no%20admin%20rights');
  });

  it('keeps the query string in the redirect back', () => {
    expect(guardRedirect('/admin/purchases', out, '?status=refunded&page=2')).toBe('/login?redirect=%2Fadmin%2Fpurchases%3Fstatus%3Drefunded%26page%3D2');
    expect(guardRedirect('/de/data-deletion', out, '?x=1')).toBe('/de/login?redirect=%2Fde%2Fdata-deletion%3Fx%3D1');
  });
});

describe('malformed percent-encoding in a path', () => {
  it('is recognised, served from a not-found path of its locale, and decodes segment by segment without throwing', () => {
    for (const [path, target] of [
      ['/%ZZ', '/invalid-path'],
      ['/posts/%ZZ', '/invalid-path'],
      ['/de/%E0%A4%A', '/de/invalid-path'],
      ['/pl/%', '/pl/invalid-path'],
      ['/%C3', '/invalid-path'],
      ['/%25ZZ', '/invalid-path'],
      ['/xx/%ZZ', '/invalid-path'],
    ] as const) {
      expect(unroutablePath(path), path).toBe(true);
      expect(notFoundPath(path), path).toBe(target);
      expect(() => decodePath(path)).not.toThrow();
    }
    for (const path of ['/de/hilfe', '/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C', '/posts/cravings']) expect(unroutablePath(path), path).toBe(false);
    expect(isMalformedPath('/%ZZ')).toBe(true);
    expect(decodePath('/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C/%ZZ')).toBe('/ru/помощь/%ZZ');
  });
});
