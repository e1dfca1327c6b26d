import { assert, describe, expect, it } from 'vitest';
import { exchangeIdToken } from '@/lib/auth/exchange';
import { verifySession } from '@/lib/auth/session';

const KEY = 's'.repeat(40);
const now = Date.UTC(2026, 10, 22, 12);
const iat = now / 1000 - 10;

function auth(opts: { claims?: Record<string, unknown>; tokenClaims?: Record<string, unknown>; iat?: number; fail?: string; disabled?: boolean }) {
  return {
    verifyIdToken: async () => {
      if (opts.fail) throw Object.assign(new Error(opts.fail), { code: opts.fail });
      return { uid: 'u1', iat: opts.iat ?? iat, ...(opts.tokenClaims ?? {}) } as never;
    },
    getUser: async () => ({ uid: 'u1', email: 'u1@example.test', disabled: opts.disabled ?? false, customClaims: opts.claims }) as never,
  };
}

describe('token sync (lib/auth/exchange.ts)', () => {
  it('issues a session whose admin flag comes from the user record, not the token payload', async () => {
    const r = await exchangeIdToken('t', { auth: auth({ claims: {}, tokenClaims: { admin: true } }), secrets: [KEY], now });
    assert(r.ok, 'a session for the member');
    expect((await verifySession(r.cookie, [KEY], now))?.admin).toBe(false);
    const a = await exchangeIdToken('t', { auth: auth({ claims: { admin: true } }), secrets: [KEY], now });
    assert(a.ok, 'a session for the admin');
    expect((await verifySession(a.cookie, [KEY], now))?.admin).toBe(true);
  });

  it('refuses a token older than 300 s, a missing token, an invalid token and a disabled user', async () => {
    expect(await exchangeIdToken('t', { auth: auth({ iat: now / 1000 - 301 }), secrets: [KEY], now })).toMatchObject({
      ok: false,
      status: 401,
      code: 'stale-token',
    });
    expect(await exchangeIdToken(null, { auth: auth({}), secrets: [KEY], now })).toMatchObject({ ok: false, status: 400 });
    expect(await exchangeIdToken('t', { auth: auth({ fail: 'auth/argument-error' }), secrets: [KEY], now })).toMatchObject({ ok: false, status: 401 });
    expect(await exchangeIdToken('t', { auth: auth({ disabled: true }), secrets: [KEY], now })).toMatchObject({ ok: false, status: 403 });
  });
});
