import 'server-only';
import { cookies } from 'next/headers';
import type { Auth } from 'firebase-admin/auth';
import { adminSecondFactorRequired, env } from '@/lib/env';
import { adminAuth } from './firebase-admin';
import { ID_TOKEN_MAX_AGE_S } from './exchange';
import { SESSION_HINT_COOKIE } from './hint';
import { revokeSessions } from './live';
import { db } from '@/lib/db';
import { insertAccountEvent } from './queries';
import { TWO_STEP_CLAIM, phoneEnding, usedSecondFactor } from './second-factor';
import { SESSION_COOKIE, sessionCookieOptions, sessionHintCookieOptions, signSession, type Session } from './session';

/** One second factor as /account lists it: never the whole phone number. */
export interface TwoStepFactor {
  uid: string;
  displayName: string | null;
  /** The last 4 digits of the number ('' for a factor that is not a phone). */
  ending: string;
  factorId: string;
  /** ISO time, or null when the provider does not say. */
  enrolledAt: string | null;
}

export interface TwoStepOverview {
  emailVerified: boolean;
  factors: TwoStepFactor[];
}

/** The member's second factors and whether their address is confirmed (enrolling needs it), read fresh. */
export async function twoStepOverview(uid: string, auth: Pick<Auth, 'getUser'> = adminAuth()): Promise<TwoStepOverview> {
  const user = await auth.getUser(uid);
  const factors = (user.multiFactor?.enrolledFactors ?? []).map((f) => {
    const time = Date.parse(f.enrollmentTime ?? '');
    return {
      uid: f.uid,
      displayName: f.displayName ?? null,
      ending: phoneEnding((f as { phoneNumber?: string }).phoneNumber),
      factorId: f.factorId,
      enrolledAt: Number.isNaN(time) ? null : new Date(time).toISOString(),
    };
  });
  return { emailVerified: user.emailVerified === true, factors };
}

/** An admin whose session lacks the second factor that ADMIN_REQUIRE_SECOND_FACTOR asks for. */
export function adminNeedsSecondFactor(session: Session): boolean {
  return session.admin && adminSecondFactorRequired() && !session.secondFactor;
}

export type TwoStepChanged = { status: 'ok'; token: string | null } | { status: 'invalid' } | { status: 'failed' };

/**
 * After the member added or removed a second factor in this browser (`idToken`: the fresh ID token
 * Firebase issued with the change): every session of the account ends (refresh tokens revoked, so
 * other browsers and the app sign in again), this browser gets a new session cookie, and a custom
 * token to sign Firebase in again here (its refresh token was revoked too; null when the service
 * account cannot sign one, then this browser's Firebase sign-in ends at its next refresh). The one
 * place for what else such a change does: the account history gets `kind`.
 */
export async function twoStepChanged(
  session: Session,
  idToken: string,
  kind: 'two-step-enrolled' | 'two-step-removed',
  now = Date.now(),
): Promise<TwoStepChanged> {
  const auth = adminAuth();
  let decoded;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch {
    return { status: 'invalid' };
  }
  // Only the member's own fresh token: it proves the change was just made in this browser.
  if (decoded.uid !== session.uid || now / 1000 - decoded.iat > ID_TOKEN_MAX_AGE_S) return { status: 'invalid' };
  const secondFactor = usedSecondFactor(decoded);
  try {
    await revokeSessions(session.uid, auth);
  } catch (error) {
    console.error('Ending the sessions after a two-step change failed:', error);
    return { status: 'failed' };
  }
  // The account history (Sign-in and security on /account, and the export).
  await insertAccountEvent(await db(), session.uid, kind);
  const user = await auth.getUser(session.uid);
  const admin = user.customClaims?.admin === true;
  // Issued no earlier than the revocation as the provider recorded it, whatever our clock says, so
  // the new cookie is not revoked along with the old ones.
  const revokedAt = Date.parse(user.tokensValidAfterTime ?? '') || 0;
  const issued = Math.max(Date.now(), revokedAt);
  const cookie = await signSession({ uid: session.uid, email: user.email ?? null, admin, secondFactor }, env().SESSION_SECRET ?? [], issued);
  const production = env().EXHALE_MODE === 'production';
  const jar = await cookies();
  jar.set(SESSION_COOKIE, cookie, sessionCookieOptions(production));
  jar.set(SESSION_HINT_COOKIE, admin ? 'admin' : 'member', sessionHintCookieOptions(production));
  let token: string | null = null;
  try {
    token = await auth.createCustomToken(session.uid, secondFactor ? { [TWO_STEP_CLAIM]: true } : {});
  } catch (error) {
    console.error('A custom token to sign in again after a two-step change could not be made:', error);
  }
  return { status: 'ok', token };
}
