import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { UserRecord } from 'firebase-admin/auth';
import { onProcessDb } from '@/lib/db';
import { env } from '@/lib/env';
import { rateLimiter } from '@/lib/security/rate-limit';
import { adminAuth } from './firebase-admin';
import { revokeSessions } from './live';
import { securityLimit } from './member-action';
import { insertAccountEvent, selectAccountEvents } from './queries';
import type { AccountEventKind } from './schema';
import { signSession } from './session';

/**
 * Sign-in and security on /account (issue #33): the account's ways to sign in, its history, and the
 * one function every change goes through (`securityChange`: per-account limit, history entry, end of
 * every session). The browser that made a change gets a fresh session (`freshSession`).
 */

/** How a member can sign in, as /account names it. */
export type SignInMethod = 'password' | 'emailLink' | 'google.com' | 'apple.com' | 'other';

/**
 * The account's ways to sign in, from the identity provider's record: the `password` provider is a
 * password when the account has one, else sign-in by email link; Google and Apple by their ids.
 */
export function signInMethodsOf(user: Pick<UserRecord, 'providerData' | 'passwordHash'>): SignInMethod[] {
  return user.providerData.map((p) =>
    p.providerId === 'password'
      ? user.passwordHash
        ? 'password'
        : 'emailLink'
      : p.providerId === 'google.com' || p.providerId === 'apple.com'
        ? p.providerId
        : 'other',
  );
}

/**
 * What Sign-in and security shows: the address, the ways to sign in (fresh, not cached) and the latest
 * history. `available: false` when the identity provider cannot be asked (the page shows the rest).
 */
export async function accountSecurity(uid: string) {
  const [user, history] = await Promise.all([
    adminAuth()
      .getUser(uid)
      .catch((error: unknown) => {
        console.error('The sign-in methods could not be read:', error);
        return null;
      }),
    onProcessDb(selectAccountEvents)(uid),
  ]);
  return { available: user !== null, email: user?.email ?? null, methods: user ? signInMethodsOf(user) : [], history };
}

const changes = rateLimiter(securityLimit);

export type ChangeOutcome = { status: 'ok' } | { status: 'rate-limited'; retryAfter: number };

/**
 * The one server function behind every change of how an account signs in. Counts the change against
 * the account's limit (SECURITY_CHANGES_PER_HOUR), runs `apply` (what the server changes itself, e.g.
 * unlinking a provider), ends every session of the account (lib/auth/live revokeSessions) and writes
 * the history entry. Over the limit, a change the server would make is refused and nothing happens;
 * a change already made at the identity provider (a new password, a linked provider, a used email
 * link, "end all sessions") still ends the sessions, without a history entry.
 */
export async function securityChange(uid: string, kind: AccountEventKind, detail: string | null = null, apply?: () => Promise<void>): Promise<ChangeOutcome> {
  let retryAfter = 0;
  try {
    await changes.consume(uid);
  } catch (limited) {
    if (limited instanceof RateLimiterRes) retryAfter = Math.max(1, Math.ceil(limited.msBeforeNext / 1000));
    else console.error('The security change limit could not be counted:', limited);
  }
  if (retryAfter && apply) return { status: 'rate-limited', retryAfter };
  await apply?.();
  await revokeSessions(uid);
  if (retryAfter) return { status: 'rate-limited', retryAfter };
  await onProcessDb(insertAccountEvent)(uid, kind, detail);
  return { status: 'ok' };
}

/**
 * A new session for the browser that made a change, after securityChange ended all of them: our
 * cookie (issued now, so not before the revocation) and a custom token the browser signs in to
 * Firebase with (its refresh token was revoked too). The cookie carries the account's current address.
 */
export async function freshSession(uid: string): Promise<{ cookie: string; admin: boolean; customToken: string }> {
  const auth = adminAuth();
  const user = await auth.getUser(uid);
  const admin = user.customClaims?.admin === true;
  const cookie = await signSession({ uid, email: user.email ?? null, admin }, env().SESSION_SECRET ?? []);
  return { cookie, admin, customToken: await auth.createCustomToken(uid) };
}

type Identity = { ok: true; data: Record<string, unknown> } | { ok: false; code: string };

/** A call to the Identity Toolkit's REST API (the emulator's in embedded mode), as the browser's SDK makes it. */
async function identityToolkit(endpoint: 'accounts:resetPassword' | 'accounts:update', body: object): Promise<Identity> {
  const e = env();
  const base =
    e.EXHALE_MODE === 'embedded' ? `http://${e.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  const res = await fetch(`${base}/v1/${endpoint}?key=${encodeURIComponent(e.FIREBASE_API_KEY)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', referer: e.SITE_URL },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok && data) return { ok: true, data };
  if (res.status >= 500 || !data) throw new Error(`The identity service answered ${res.status} to ${endpoint}`);
  const message = (data.error as { message?: unknown } | undefined)?.message;
  return { ok: false, code: typeof message === 'string' ? (message.split(/[\s:]/)[0] ?? '') : '' };
}

export type EmailActionResult = { status: 'ok'; uid: string; email: string } | { status: 'invalid-code' | 'email-exists' };

/**
 * Applies an emailed address change (`email-changed`: Firebase's verifyAndChangeEmail link, sent by
 * verifyBeforeUpdateEmail) or its undo (`email-restored`: the recoverEmail link Firebase sends the old
 * address) on the server, so the server knows the change happened and whose account it was. A code of
 * another kind, used or expired is `invalid-code`, and nothing changes.
 */
export async function applyEmailAction(kind: 'email-changed' | 'email-restored', oobCode: string): Promise<EmailActionResult> {
  const refused = (code: string): EmailActionResult => ({ status: code === 'EMAIL_EXISTS' ? 'email-exists' : 'invalid-code' });
  const check = await identityToolkit('accounts:resetPassword', { oobCode });
  if (!check.ok) return refused(check.code);
  if (check.data.requestType !== (kind === 'email-changed' ? 'VERIFY_AND_CHANGE_EMAIL' : 'RECOVER_EMAIL')) return { status: 'invalid-code' };
  const target = String((kind === 'email-changed' ? check.data.newEmail : check.data.email) ?? '');
  const applied = await identityToolkit('accounts:update', { oobCode });
  if (!applied.ok) return refused(applied.code);
  const uid = typeof applied.data.localId === 'string' ? applied.data.localId : (await adminAuth().getUserByEmail(target)).uid;
  const email = typeof applied.data.email === 'string' ? applied.data.email : target;
  return { status: 'ok', uid, email };
}
