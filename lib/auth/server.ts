import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { adminSecondFactorRequired, env } from '@/lib/env';
import { guardRedirect } from '@/lib/routing/guard';
import { splitLocale } from '@/lib/routing/rules';
import { localizedPathname } from '@/lib/routing/pathnames';
import { adminAuth } from './firebase-admin';
import { isLive } from './live';
import { SESSION_COOKIE, verifySession, type Session } from './session';

export function sessionSecrets(): string[] {
  return env().SESSION_SECRET ?? [];
}

/**
 * The cookie's session checked only for our signature (what proxy.ts does). Not enough to trust a
 * member: use liveSession().
 */
export const signedSession = cache(async (): Promise<Session | null> => {
  const jar = await cookies();
  return verifySession(jar.get(SESSION_COOKIE)?.value, sessionSecrets());
});

/**
 * The session of this request, trusted: signed by us AND its account still exists at the identity
 * provider, is not disabled, and its tokens were not revoked after the cookie was issued (lib/auth/
 * live.ts, cached per uid for ≤ 30 s). Every member page, Server Action and route handler uses this.
 */
export const liveSession = cache(async (): Promise<Session | null> => {
  const session = await signedSession();
  if (!session) return null;
  return (await isLive(session.uid, session.issuedAt)) ? session : null;
});

/**
 * The admin's session checked on the server, independent of proxy.ts: the cookie must be valid AND
 * the identity provider's user record must still carry the admin claim, with no token revocation
 * since the cookie was issued (a revoked admin loses access at once). `second-factor`: a live admin
 * whose session was made without a second factor while ADMIN_REQUIRE_SECOND_FACTOR is on.
 */
const adminCheck = cache(async (): Promise<{ status: 'admin' | 'second-factor'; session: Session } | null> => {
  const session = await signedSession();
  if (!session?.admin) return null;
  try {
    const user = await adminAuth().getUser(session.uid);
    if (user.disabled || user.customClaims?.admin !== true) return null;
    const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) / 1000 : 0;
    if (validAfter > session.issuedAt) return null;
    return { status: adminSecondFactorRequired() && !session.secondFactor ? 'second-factor' : 'admin', session };
  } catch {
    return null;
  }
});

/** The admin session every admin page, Server Action and export needs (see adminCheck), or null. */
export const currentAdmin = cache(async (): Promise<Session | null> => {
  const check = await adminCheck();
  return check?.status === 'admin' ? check.session : null;
});

/**
 * For admin pages and Server Actions: the admin session, or the redirect the guard would make for
 * `path` (the page's own path with its locale prefix, e.g. `/de/admin/purchases`); an admin who
 * still needs a second factor goes to the two-step section of /account, which says why.
 */
export async function requireAdmin(path: string): Promise<Session> {
  const check = await adminCheck();
  if (check?.status === 'admin') return check.session;
  if (check?.status === 'second-factor') {
    const { locale, prefix } = splitLocale(path);
    redirect(`${prefix}${localizedPathname('/account', locale)}#two-step`);
  }
  const session = await liveSession();
  redirect(guardRedirect(path, session ? { admin: false } : null) ?? '/');
}

/**
 * For member pages and Server Actions: the live session (see liveSession), or a redirect to sign in
 * and back to `path` (a cookie whose account is gone, disabled or revoked counts as signed out).
 */
export async function requireMember(path: string): Promise<Session> {
  const session = await liveSession();
  if (session) return session;
  const { locale, prefix } = splitLocale(path);
  redirect(`${prefix}${localizedPathname('/login', locale)}?redirect=${encodeURIComponent(path)}`);
}
