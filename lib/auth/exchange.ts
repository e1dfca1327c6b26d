import 'server-only';
import type { Auth } from 'firebase-admin/auth';
import { signSession } from './session';
import { usedSecondFactor } from './second-factor';

/** The age limit of an ID token offered for a session (spec §9: token sync, 300 s). */
export const ID_TOKEN_MAX_AGE_S = 300;

export type ExchangeResult =
  | { ok: true; cookie: string; uid: string; admin: boolean; secondFactor: boolean }
  | { ok: false; status: 400 | 401 | 403; code: 'missing-token' | 'invalid-token' | 'stale-token' | 'user-disabled' };

/**
 * Token sync: verifies a Firebase ID token (signature, expiry, revocation, user exists and is
 * enabled), requires it to be fresh, reads the claims from the user record (not from the token's
 * payload), and signs our own session cookie.
 */
export async function exchangeIdToken(
  idToken: string | null,
  deps: { auth: Pick<Auth, 'verifyIdToken' | 'getUser'>; secrets: readonly string[]; now?: number },
): Promise<ExchangeResult> {
  if (!idToken || idToken.length > 8192) return { ok: false, status: 400, code: 'missing-token' };
  const now = deps.now ?? Date.now();
  let decoded;
  try {
    decoded = await deps.auth.verifyIdToken(idToken, true);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-disabled') return { ok: false, status: 403, code: 'user-disabled' };
    return { ok: false, status: 401, code: 'invalid-token' };
  }
  if (now / 1000 - decoded.iat > ID_TOKEN_MAX_AGE_S) return { ok: false, status: 401, code: 'stale-token' };
  let user;
  try {
    user = await deps.auth.getUser(decoded.uid);
  } catch {
    return { ok: false, status: 401, code: 'invalid-token' };
  }
  if (user.disabled) return { ok: false, status: 403, code: 'user-disabled' };
  const admin = user.customClaims?.admin === true;
  const secondFactor = usedSecondFactor(decoded);
  const cookie = await signSession({ uid: user.uid, email: user.email ?? null, admin, secondFactor }, deps.secrets, now);
  return { ok: true, cookie, uid: user.uid, admin, secondFactor };
}
