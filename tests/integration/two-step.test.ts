import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jar, signIn } from './setup';

// Two-step verification on the server, against the Auth emulator and PGlite: the admin setting
// (ADMIN_REQUIRE_SECOND_FACTOR, read at run time) on admin pages, admin actions and exports, and
// twoStepChangedAction. Only Next's request APIs are stubbed (./setup).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession, verifySession } = await import('@/lib/auth/session');
const { requireAdmin, liveSession } = await import('@/lib/auth/server');
const { retryOutboxAction } = await import('@/lib/email/actions');
const { twoStepChangedAction } = await import('@/lib/auth/actions');
const { isLive } = await import('@/lib/auth/live');

const secret = [process.env.SESSION_SECRET!];
const PASSWORD = 'two-step-pass-1';
let admin: { uid: string; email: string };

/** Where `run` redirects (Next's redirect() throws with the target in its digest), or null when it returns. */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? '');
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2] ?? '';
  }
}

async function nextSecond() {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
}

beforeAll(async () => {
  const email = `admin-2fa-${Date.now()}@example.test`;
  const user = await adminAuth().createUser({ email, password: PASSWORD, emailVerified: true });
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  admin = { uid: user.uid, email };
  // The process database opens (and migrates) on first use: not inside a test's time.
  await (await import('@/lib/db')).db();
  await nextSecond();
});

afterEach(() => {
  delete process.env.ADMIN_REQUIRE_SECOND_FACTOR;
  jar.cookie = undefined;
});

describe('ADMIN_REQUIRE_SECOND_FACTOR', () => {
  it('on: an admin session without a second factor is led to the two-step section of /account, and admin actions refuse', async () => {
    process.env.ADMIN_REQUIRE_SECOND_FACTOR = 'true';
    jar.cookie = await signSession({ uid: admin.uid, email: admin.email, admin: true }, secret);
    expect(await redirectOf(() => requireAdmin('/admin/purchases'))).toBe('/account#two-step');
    expect(await redirectOf(() => requireAdmin('/de/admin/purchases'))).toBe('/de/mein-exhale#two-step');
    expect(await retryOutboxAction()).toEqual({ status: 'forbidden' });
    const { GET } = await import('@/app/api/admin/purchases/route');
    const { NextRequest } = await import('next/server');
    expect((await GET(new NextRequest('http://localhost:3000/api/admin/purchases'))).status).toBe(403);
  });

  it('on: a session made with a second factor opens the administration', async () => {
    process.env.ADMIN_REQUIRE_SECOND_FACTOR = 'true';
    jar.cookie = await signSession({ uid: admin.uid, email: admin.email, admin: true, secondFactor: true }, secret);
    expect(await redirectOf(() => requireAdmin('/admin/purchases'))).toBeNull();
    expect(await retryOutboxAction()).toMatchObject({ status: 'ok' });
  });

  it('off (embedded default): the admin is let in without a second factor', async () => {
    jar.cookie = await signSession({ uid: admin.uid, email: admin.email, admin: true }, secret);
    expect(await redirectOf(() => requireAdmin('/admin/purchases'))).toBeNull();
    process.env.ADMIN_REQUIRE_SECOND_FACTOR = 'false';
    expect(await retryOutboxAction()).toMatchObject({ status: 'ok' });
  });
});

describe('twoStepChangedAction', () => {
  it('refuses a caller without a session, a token that is not one, and another account’s token, and ends nothing', async () => {
    const member = await adminAuth().createUser({ email: `m-2fa-${Date.now()}@example.test`, password: PASSWORD, emailVerified: true });
    await nextSecond();
    const { idToken: own } = await signIn(member.email!, PASSWORD);
    const { idToken: others } = await signIn(admin.email, PASSWORD);
    expect(await twoStepChangedAction(own, 'two-step-enrolled')).toEqual({ status: 'signed-out' });
    jar.cookie = await signSession({ uid: member.uid, email: member.email!, admin: false }, secret);
    const before = (await adminAuth().getUser(member.uid)).tokensValidAfterTime;
    expect(await twoStepChangedAction('x'.repeat(40), 'two-step-enrolled')).toEqual({ status: 'invalid' });
    expect(await twoStepChangedAction(others, 'two-step-enrolled')).toEqual({ status: 'invalid' });
    expect(await twoStepChangedAction(42, 'two-step-enrolled')).toEqual({ status: 'invalid' });
    expect((await adminAuth().getUser(member.uid)).tokensValidAfterTime).toBe(before);
  });

  it('with the member’s own fresh token: every other session ends, this browser gets a new cookie and a token to sign in again', async () => {
    const member = await adminAuth().createUser({ email: `m2-2fa-${Date.now()}@example.test`, password: PASSWORD, emailVerified: true });
    await nextSecond();
    const { idToken } = await signIn(member.email!, PASSWORD);
    const old = await signSession({ uid: member.uid, email: member.email!, admin: false }, secret);
    jar.cookie = old;
    await nextSecond();
    expect(await twoStepChangedAction(idToken, 'two-step-added' as never)).toEqual({ status: 'invalid' });
    const result = await twoStepChangedAction(idToken, 'two-step-removed');
    expect(result).toMatchObject({ status: 'ok', token: expect.any(String) });
    // The old cookie (a copy in another browser) no longer counts; the new one does.
    const oldSession = (await verifySession(old, secret))!;
    expect(await isLive(member.uid, oldSession.issuedAt)).toBe(false);
    expect(jar.cookie).not.toBe(old);
    expect(await liveSession()).toMatchObject({ uid: member.uid, secondFactor: false });
    // The ID token the change was made with is revoked too.
    await expect(adminAuth().verifyIdToken(idToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    // … and the account history says what changed.
    const { selectAccountEvents } = await import('@/lib/auth/queries');
    const { db } = await import('@/lib/db');
    expect((await selectAccountEvents(await db(), member.uid)).map((e) => e.kind)).toEqual(['two-step-removed']);
  });
});
