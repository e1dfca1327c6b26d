import { describe, expect, it, vi } from 'vitest';
import { signIn } from './setup';
import { member } from './members';
import { codesFor, historyOf, identity, nextSecond, opens, securityPost } from './security-calls';

// Sign-in and security (issue #33): POST /api/me/security through the real route handler against the
// Auth emulator and PGlite; only Next's request APIs are stubbed. Each accepted change writes the
// account history and ends every session but the caller's fresh one; bad input changes nothing.
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));
// Each test waits for whole seconds between sessions and changes, and talks to the emulator often.
vi.setConfig({ testTimeout: 60_000 });

const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { SECURITY_CHANGES_PER_HOUR } = await import('@/lib/auth/member-action');

const providers = async (uid: string) => (await adminAuth().getUser(uid)).providerData.map((p) => p.providerId).sort();
const validAfter = async (uid: string) => (await adminAuth().getUser(uid)).tokensValidAfterTime;
/** A Google account linked to the member, as linkWithPopup leaves it at the identity provider. */
const linkGoogle = (uid: string, tag: string) =>
  adminAuth().updateUser(uid, { providerToLink: { providerId: 'google.com', uid: `google-${tag}-${Date.now()}`, email: `${tag}@gmail.example` } });

describe('POST /api/me/security refuses what it must, in the page’s language, and changes nothing', () => {
  it('bad input 400, a stranger 401, another origin 403, an unknown or last provider 409', async () => {
    const m = await member('sec-bad');
    const before = await validAfter(m.uid);
    const bad = await securityPost({ locale: 'de-DE', change: 'provider-unlinked', provider: 'evil.com' }, { token: m.idToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Diese Anfrage ist ungültig. Bitte lade die Seite neu und versuche es noch einmal.',
    });
    expect((await securityPost('{"change":', { token: m.idToken })).status).toBe(400);
    expect((await securityPost({ locale: 'fr-FR', change: 'email-changed', oobCode: 'x'.repeat(3000) })).status).toBe(413);
    expect((await securityPost({ locale: 'fr-FR', change: 'email-changed', oobCode: '../../etc' })).body.error?.message).toBe(
      'Cette requête n’est pas valide. Recharge la page et réessaie.',
    );

    const stranger = await securityPost({ locale: 'en-US', change: 'password-changed' }, { token: 'x.y.z' });
    expect(stranger.status).toBe(401);
    expect(stranger.body.error?.message).toBe('Your session has ended. Please sign in again.');
    expect((await securityPost({ locale: 'en-US', change: 'password-changed' })).status).toBe(401);
    expect((await securityPost({ locale: 'en-US', change: 'password-changed' }, { token: m.idToken, origin: 'https://evil.example' })).status).toBe(403);

    const notLinked = await securityPost({ locale: 'en-US', change: 'provider-unlinked', provider: 'apple.com' }, { token: m.idToken });
    expect(notLinked.status).toBe(409);
    expect(notLinked.body.error?.message).toBe('This way of signing in is not linked to your account.');

    // Google as the only way to sign in: removing it is refused.
    const google = await adminAuth().createUser({});
    await linkGoogle(google.uid, 'only');
    const last = await securityPost({ locale: 'ru-RU', change: 'provider-unlinked', provider: 'google.com' }, { token: await customIdToken(google.uid) });
    expect(last.status).toBe(409);
    expect(last.body.error?.message).toBe('Это единственный способ входа, его нельзя отключить. Сначала подключи другой.');
    expect(await providers(google.uid)).toEqual(['google.com']);

    expect(await historyOf(m.uid)).toEqual([]);
    expect(await historyOf(google.uid)).toEqual([]);
    expect(await validAfter(m.uid)).toBe(before);
    expect(await opens(m.cookie)).toBe(true);
  });
});

/** An ID token of the account through a custom token, as the browser gets after a change. */
async function customIdToken(uid: string) {
  return (await identity<{ idToken: string }>('signInWithCustomToken', { token: await adminAuth().createCustomToken(uid), returnSecureToken: true })).idToken;
}

describe('accepted changes: history, every other session ended, a fresh session for the caller', () => {
  it('linking and removing Google, then a new password', async () => {
    const m = await member('sec-ok');
    await nextSecond();
    await linkGoogle(m.uid, 'sec-ok');
    const linked = await securityPost({ locale: 'en-US', change: 'provider-linked', provider: 'google.com' }, { token: m.idToken });
    expect(linked.status).toBe(200);
    // The other sessions (the member's old cookie) end; the caller's new one works, and so does its custom token.
    expect(await opens(m.cookie)).toBe(false);
    expect(await opens(linked.cookie)).toBe(true);
    const token = await identity<{ idToken: string }>('signInWithCustomToken', { token: linked.body.result!.customToken, returnSecureToken: true });

    await nextSecond();
    const removed = await securityPost({ locale: 'en-US', change: 'provider-unlinked', provider: 'google.com' }, { token: token.idToken });
    expect(removed.status).toBe(200);
    expect(await providers(m.uid)).toEqual(['password']);
    expect(await opens(linked.cookie)).toBe(false);
    expect(await opens(removed.cookie)).toBe(true);

    // A new password (updatePassword, then a sign-in with it), reported with the fresh session's cookie.
    await nextSecond();
    const fresh = await identity<{ idToken: string }>('signInWithCustomToken', { token: removed.body.result!.customToken, returnSecureToken: true });
    await identity('update', { idToken: fresh.idToken, password: 'a-new-password-1', returnSecureToken: true });
    const again = await signIn(m.email, 'a-new-password-1');
    const password = await securityPost({ locale: 'en-US', change: 'password-changed' }, { token: again.idToken });
    expect(password.status).toBe(200);
    expect(await opens(removed.cookie)).toBe(false);
    expect(await opens(password.cookie)).toBe(true);

    const rows = await historyOf(m.uid);
    expect(rows.map((r) => [r.kind, r.detail])).toEqual([
      ['provider-linked', 'google.com'],
      ['provider-unlinked', 'google.com'],
      ['password-changed', null],
    ]);
    // No address in the history.
    expect(JSON.stringify(rows)).not.toContain('@');
  });

  it(`allows ${SECURITY_CHANGES_PER_HOUR} changes an hour per account: then 429, no history entry, and a change the server would make is refused`, async () => {
    const m = await member('sec-limit');
    await linkGoogle(m.uid, 'sec-limit');
    let cookie = m.cookie;
    for (let i = 0; i < SECURITY_CHANGES_PER_HOUR; i++) {
      const ok = await securityPost({ locale: 'en-US', change: 'two-step-enrolled' }, { cookie });
      expect(ok.status).toBe(200);
      // The session cookie (httpOnly) never turns into Firebase credentials: no custom token without an ID token.
      expect(ok.body.result?.customToken).toBeNull();
      cookie = ok.cookie!;
    }
    const unlink = await securityPost({ locale: 'es-ES', change: 'provider-unlinked', provider: 'google.com' }, { cookie });
    expect(unlink.status).toBe(429);
    expect(Number(unlink.retryAfter)).toBeGreaterThan(0);
    expect(unlink.body.error?.message).toBe('Demasiados cambios en tu cuenta en poco tiempo. Espera una hora y vuelve a iniciar sesión.');
    expect(await providers(m.uid)).toEqual(['google.com', 'password']);
    expect(await historyOf(m.uid)).toHaveLength(SECURITY_CHANGES_PER_HOUR);
    // Another account is not limited by this one.
    const other = await member('sec-limit-other');
    expect((await securityPost({ locale: 'en-US', change: 'two-step-removed' }, { cookie: other.cookie })).status).toBe(200);
  });
});

describe('the emailed address change and its undo, applied on the server', () => {
  it('verifyAndChangeEmail: the new address, a fresh session carrying it, the history; a used link is refused', async () => {
    const m = await member('sec-mail');
    await nextSecond();
    const next = `new-${m.email}`;
    await identity('sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: m.idToken, newEmail: next });
    const [code] = await codesFor(m.email, 'VERIFY_AND_CHANGE_EMAIL');
    expect(code).toBeTruthy();
    // Nothing changes until the link is used.
    expect((await adminAuth().getUser(m.uid)).email).toBe(m.email);

    const done = await securityPost({ locale: 'en-US', change: 'email-changed', oobCode: code }, { cookie: m.cookie, token: m.idToken });
    expect(done.status).toBe(200);
    // This browser (its cookie and its Firebase ID token) gets a fresh session cookie and a custom token.
    expect(done.body.result).toMatchObject({ email: next, signedIn: true, customToken: expect.any(String) });
    expect((await adminAuth().getUser(m.uid)).email).toBe(next);
    const { verifySession } = await import('@/lib/auth/session');
    expect((await verifySession(done.cookie, [process.env.SESSION_SECRET!]))?.email).toBe(next);
    expect(await opens(done.cookie)).toBe(true);
    expect(await opens(m.cookie)).toBe(false);
    expect((await historyOf(m.uid)).map((r) => r.kind)).toEqual(['email-changed']);

    const reused = await securityPost({ locale: 'it-IT', change: 'email-changed', oobCode: code }, { cookie: done.cookie });
    expect(reused.status).toBe(400);
    expect(reused.body.error?.message).toBe('Questo link non è valido, è già stato usato o è scaduto.');
    expect(await historyOf(m.uid)).toHaveLength(1);
  });

  it('recoverEmail: the old address restored from another browser (no session), every session ended', async () => {
    const m = await member('sec-undo');
    await nextSecond();
    // The emulator writes a RECOVER_EMAIL code after a direct address update (not after verifyAndChangeEmail).
    await identity('update', { idToken: m.idToken, email: `taken-${m.email}`, returnSecureToken: true });
    const [code] = await codesFor(m.email, 'RECOVER_EMAIL');
    expect(code).toBeTruthy();
    // A session that began after that update (which revoked the older ones), on another device.
    await nextSecond();
    const { signSession } = await import('@/lib/auth/session');
    const phone = await signSession({ uid: m.uid, email: `taken-${m.email}`, admin: false }, [process.env.SESSION_SECRET!]);
    expect(await opens(phone)).toBe(true);
    await nextSecond();
    // A change-address page cannot use an undo code.
    expect((await securityPost({ locale: 'en-US', change: 'email-changed', oobCode: code })).status).toBe(400);

    const restored = await securityPost({ locale: 'en-US', change: 'email-restored', oobCode: code });
    expect(restored.status).toBe(200);
    expect(restored.body.result).toEqual({ email: m.email, signedIn: false, customToken: null });
    expect(restored.cookie).toBeUndefined();
    expect((await adminAuth().getUser(m.uid)).email).toBe(m.email);
    expect(await opens(phone)).toBe(false);
    expect((await historyOf(m.uid)).map((r) => r.kind)).toEqual(['email-restored']);
  });
});

describe('"End the sessions on all devices" and the export', () => {
  it('writes sessions-ended to the history, which GET /api/me/export carries', async () => {
    const { NextRequest } = await import('next/server');
    const { DELETE } = await import('@/app/api/session/route');
    const { GET } = await import('@/app/api/me/export/route');
    const { jar } = await import('./setup');
    const m = await member('sec-all');
    await linkGoogle(m.uid, 'sec-all');
    const linked = await securityPost({ locale: 'en-US', change: 'provider-linked', provider: 'google.com' }, { cookie: m.cookie });
    expect(linked.status).toBe(200);
    await nextSecond();
    const ended = await DELETE(
      new NextRequest('http://localhost:3000/api/session?scope=all', {
        method: 'DELETE',
        headers: { origin: 'http://localhost:3000', cookie: `token=${linked.cookie}` },
      }),
    );
    expect(ended.status).toBe(204);
    expect(await opens(linked.cookie)).toBe(false);
    expect((await historyOf(m.uid)).map((r) => r.kind)).toEqual(['provider-linked', 'sessions-ended']);

    await nextSecond();
    const { signSession } = await import('@/lib/auth/session');
    jar.cookie = await signSession({ uid: m.uid, email: m.email, admin: false }, [process.env.SESSION_SECRET!]);
    const exported = (await (await GET()).json()) as { accountHistory: Array<{ kind: string; detail: string | null; uid: string }> };
    jar.cookie = undefined;
    expect(exported.accountHistory.map((r) => [r.kind, r.detail])).toEqual([
      ['provider-linked', 'google.com'],
      ['sessions-ended', null],
    ]);
  });
});

describe('what Sign-in and security reads', () => {
  it('the ways to sign in fresh from the identity provider, and the history even when that provider does not answer', async () => {
    const { accountSecurity } = await import('@/lib/auth/security');
    const m = await member('sec-read');
    await linkGoogle(m.uid, 'sec-read');
    expect((await securityPost({ locale: 'en-US', change: 'provider-linked', provider: 'google.com' }, { cookie: m.cookie })).status).toBe(200);
    const read = await accountSecurity(m.uid);
    expect(read).toMatchObject({ available: true, email: m.email, methods: ['password', 'google.com'] });
    expect(read.history.map((e) => e.kind)).toEqual(['provider-linked']);

    vi.spyOn(adminAuth(), 'getUser').mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 'app/network-error' }));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const down = await accountSecurity(m.uid);
    expect(down).toMatchObject({ available: false, methods: [] });
    expect(down.history.map((e) => e.kind)).toEqual(['provider-linked']);
    vi.restoreAllMocks();
  });
});
