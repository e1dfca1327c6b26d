import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { adminAuth } from './firebase-admin';

/**
 * The live account check behind every member session: a signed cookie (or a valid ID token) is only
 * trusted while its account still exists at the identity provider, is not disabled, and its tokens
 * were not revoked after the session began (`tokensValidAfterTime`). The user record is cached per
 * uid for at most LIVE_TTL_MS, so a page with several checks costs one lookup; our own deletion and
 * "sign out on all devices" forget the entry at once on this instance (`forgetAccount`), changes made
 * elsewhere (the Firebase console, another instance) take effect within LIVE_TTL_MS.
 */
export const LIVE_TTL_MS = 30_000;

export interface LiveAccount {
  uid: string;
  email: string | null;
  /** Whether the identity provider has verified the address (email link, Google, a confirmed address). */
  emailVerified: boolean;
  displayName: string | null;
  disabled: boolean;
  admin: boolean;
  /** Seconds since the epoch: sessions that began before this are revoked. */
  validAfter: number;
  /** Milliseconds since the epoch: when the account was made (0 when the provider does not say). */
  createdAt: number;
}

/** `account: null` = the identity provider no longer knows the uid (cached like a record). */
type Entry = { account: LiveAccount | null };

// One cache per process, not per module instance: Next bundles pages, Server Actions and route
// handlers separately, and a sign-out everywhere in a route handler must reach the pages at once.
const shared = globalThis as typeof globalThis & { __exhaleLiveAccounts?: LRUCache<string, Entry> };
const cacheByUid = (shared.__exhaleLiveAccounts ??= new LRUCache<string, Entry>({ max: 10_000, ttl: LIVE_TTL_MS }));

function toLive(user: UserRecord): LiveAccount {
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified === true,
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    admin: user.customClaims?.admin === true,
    validAfter: user.tokensValidAfterTime ? Math.floor(Date.parse(user.tokensValidAfterTime) / 1000) : 0,
    createdAt: Date.parse(user.metadata?.creationTime ?? '') || 0,
  };
}

/**
 * The account's live record (from the cache when fresh), or null when it no longer exists. When the
 * identity provider cannot be asked, it throws: callers treat that as "not signed in" (fail closed).
 */
export async function liveAccount(uid: string, auth: Pick<Auth, 'getUser'> = adminAuth()): Promise<LiveAccount | null> {
  const hit = cacheByUid.get(uid);
  if (hit) return hit.account;
  let account: LiveAccount | null;
  try {
    account = toLive(await auth.getUser(uid));
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    account = null;
  }
  cacheByUid.set(uid, { account });
  return account;
}

/**
 * The account's address as proof of who someone is, lower case: only once the identity provider has
 * verified it, and as the account has it now (a session cookie keeps the address it was issued with
 * for up to 14 days). Rows that know a person only by address (newsletter subscriptions, copies of
 * emails) are theirs only then: anyone can register an account, unverified, with someone else's
 * address. Null when the address is not verified or the account is gone.
 */
export async function verifiedEmail(uid: string, auth: Pick<Auth, 'getUser'> = adminAuth()): Promise<string | null> {
  const account = await liveAccount(uid, auth);
  return account?.emailVerified && account.email ? account.email.toLowerCase() : null;
}

/**
 * `verifiedEmail`, asked again at the identity provider when the cached record says "not verified": the
 * member may have confirmed the address a moment ago (the emailed link, in the browser), and another
 * instance may hold the older record. Costs one lookup per call, for unverified accounts only.
 */
export async function currentVerifiedEmail(uid: string, auth: Pick<Auth, 'getUser'> = adminAuth()): Promise<string | null> {
  const cached = await verifiedEmail(uid, auth);
  if (cached) return cached;
  forgetAccount(uid);
  return verifiedEmail(uid, auth);
}

/** Forget what is cached about `uid` (after we deleted, disabled or revoked it ourselves). */
export function forgetAccount(uid: string): void {
  cacheByUid.delete(uid);
}

/** True when a session of `uid` that began at `since` (seconds) is still good. */
export function accountAllows(account: LiveAccount | null, since: number): account is LiveAccount {
  return !!account && !account.disabled && account.validAfter <= since;
}

/** The live check for a session or ID token of `uid` that began at `since` (seconds); false when unsure. */
export async function isLive(uid: string, since: number, auth?: Pick<Auth, 'getUser'>): Promise<boolean> {
  try {
    return accountAllows(await liveAccount(uid, auth), since);
  } catch (error) {
    console.error('The live account check failed; the session is not trusted:', error);
    return false;
  }
}

/**
 * Ends every session of the account: revokes its refresh tokens at the identity provider (ID tokens
 * and our cookies issued before now stop counting) and forgets the cached record on this instance.
 */
export async function revokeSessions(uid: string, auth: Pick<Auth, 'revokeRefreshTokens'> = adminAuth()): Promise<void> {
  forgetAccount(uid);
  try {
    await auth.revokeRefreshTokens(uid);
  } finally {
    forgetAccount(uid);
  }
}
