import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { signSession, verifySession, SESSION_MAX_AGE_S } from '@/lib/auth/session';
import { tooOldToSync } from '@/lib/auth/client';

const KEY = 'k'.repeat(32) + '-primary';
const OLD = 'o'.repeat(32) + '-previous';
const user = { uid: 'u1', email: 'a@example.test', admin: true };

describe('session cookie (lib/auth/session.ts)', () => {
  it('round-trips a session signed with our key', async () => {
    const v = await signSession(user, [KEY]);
    expect(await verifySession(v, [KEY])).toMatchObject({ uid: 'u1', email: 'a@example.test', admin: true });
  });

  it('accepts a cookie signed with a previous key during rotation, and signs with the first', async () => {
    const old = await signSession(user, [OLD]);
    expect(await verifySession(old, [KEY, OLD])).toMatchObject({ uid: 'u1' });
    expect(await verifySession(old, [KEY])).toBeNull();
  });

  it('refuses an altered payload', async () => {
    const v = await signSession({ ...user, admin: false }, [KEY]);
    const [h, p, s] = v.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.admin = true;
    const forged = [h, Buffer.from(JSON.stringify(payload)).toString('base64url'), s].join('.');
    expect(await verifySession(forged, [KEY])).toBeNull();
  });

  it('refuses alg none and a cookie signed with another key', async () => {
    const none = new UnsecuredJWT({ admin: true })
      .setSubject('u1')
      .setIssuer('exhale')
      .setAudience('exhale-session')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await verifySession(none, [KEY])).toBeNull();
    const other = await new SignJWT({ admin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setIssuer('exhale')
      .setAudience('exhale-session')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect(await verifySession(other, [KEY])).toBeNull();
  });

  it('refuses an expired cookie, garbage and an absent cookie', async () => {
    const then = Date.now() - (SESSION_MAX_AGE_S + 60) * 1000;
    expect(await verifySession(await signSession(user, [KEY], then), [KEY])).toBeNull();
    expect(await verifySession('not.a.jwt', [KEY])).toBeNull();
    expect(await verifySession(undefined, [KEY])).toBeNull();
    expect(await verifySession(await signSession(user, [KEY]), [])).toBeNull();
  });
});

describe('token sync in the browser (lib/auth/client.ts)', () => {
  it('refreshes a token older than 240 s before offering it (the server takes at most 300 s)', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(tooOldToSync(new Date(now - 60_000).toUTCString(), now)).toBe(false);
    expect(tooOldToSync(new Date(now - 240_000).toUTCString(), now)).toBe(false);
    expect(tooOldToSync(new Date(now - 241_000).toUTCString(), now)).toBe(true);
    expect(tooOldToSync(new Date(now - 3_000_000).toUTCString(), now)).toBe(true);
    // A date it cannot read counts as too old: a fresh token is asked for.
    expect(tooOldToSync('not a date', now)).toBe(true);
  });
});
