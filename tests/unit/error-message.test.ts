import { describe, expect, it } from 'vitest';
import { errorMessageKey } from '@/lib/routing/error-message';
import { routeRedirect } from '@/lib/routing/rules';

const config = { siteUrl: 'https://exhale.example', mobileHost: 'm.exhale.example' };
const at = (pathname: string, search: string) => routeRedirect({ pathname, search, host: 'exhale.example' }, config);

describe('/error?message= shows only the messages our code sends', () => {
  it('knows the guard’s message, whatever its case or surrounding spaces', () => {
    expect(errorMessageKey('no admin rights')).toBe('noAdminRights');
    expect(errorMessageKey('  No Admin Rights ')).toBe('noAdminRights');
  });

  it('knows nothing else, not even the names every object has', () => {
    for (const text of [undefined, '', 'Your account is locked. Call +1 555 0100', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(errorMessageKey(text), String(text)).toBeNull();
    }
  });

  it('sends a link with any other message to the same page without it, in its language', () => {
    expect(at('/error', '?message=Your%20account%20is%20locked')).toEqual({ location: '/error', status: 307, rule: 'error-message' });
    expect(at('/de/error', '?message=constructor&x=1')).toEqual({ location: '/de/error?x=1', status: 307, rule: 'error-message' });
    expect(at('/fr/error', '?message=')).toEqual({ location: '/fr/error', status: 307, rule: 'error-message' });
    // Two messages, one of them ours: the page would show only the first; neither is kept.
    expect(at('/error', '?message=no%20admin%20rights&message=call%20us')).toEqual({ location: '/error', status: 307, rule: 'error-message' });
  });

  it('leaves the messages it knows, and /error without one, as they are', () => {
    expect(at('/error', '?message=no%20admin%20rights')).toBeNull();
    expect(at('/pl/error', '?message=no+admin+rights')).toBeNull();
    expect(at('/error', '')).toBeNull();
    expect(at('/error', '?x=1')).toBeNull();
    expect(at('/posts/error', '?message=hello')).toBeNull();
  });
});
