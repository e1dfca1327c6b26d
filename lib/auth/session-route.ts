import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimiter } from '@/lib/security/rate-limit';
import { clientIp } from '@/lib/security/tokens';
import { adminAuth } from './firebase-admin';
import { exchangeIdToken } from './exchange';
import { isLive, revokeSessions } from './live';
import { SESSION_HINT_COOKIE } from './hint';
import { SESSION_COOKIE, sessionCookieOptions, sessionHintCookieOptions, verifySession } from './session';

const noStore = { 'Cache-Control': 'private, no-store' };

/** Same-origin only: the Origin header must be our site's (or this server's own) origin. */
export function sameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(env().SITE_URL).origin, request.nextUrl.origin]);
  return allowed.has(origin);
}

function refuse(status: number, code: string) {
  return NextResponse.json({ error: { status, code } }, { status, headers: noStore });
}

/** Refused exchanges (a missing, malformed, forged, expired or revoked token) allowed per client address a minute. */
export const SESSION_FAILURES_PER_MINUTE = 20;
const failures = rateLimiter({ keyPrefix: 'session-failures', points: SESSION_FAILURES_PER_MINUTE, duration: 60 });

/**
 * POST /api/session — Authorization: Bearer <Firebase ID token> → the signed `token` cookie. Every
 * exchange is counted per client address before the token is checked, and given back when the token
 * holds, so good tokens never count and concurrent requests cannot all slip past the limit: an address
 * with SESSION_FAILURES_PER_MINUTE refusals in its current minute gets 429 until that minute ends (a
 * person signing in sends a token that works; a valid one comes only from the identity service,
 * which limits sign-ins itself).
 */
export async function createSession(request: NextRequest) {
  if (!sameOrigin(request)) return refuse(403, 'cross-origin');
  const ip = clientIp(request.headers);
  try {
    await failures.consume(ip);
  } catch (limited) {
    // A store error is not a refusal (the Redis store falls back to memory by itself).
    if (limited instanceof Error) console.error('The session limit could not be counted:', limited);
    else {
      const response = refuse(429, 'rate-limited');
      response.headers.set('Retry-After', String(Math.max(1, Math.ceil((limited as RateLimiterRes).msBeforeNext / 1000))));
      return response;
    }
  }
  const header = request.headers.get('authorization') ?? '';
  const idToken = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
  const result = await exchangeIdToken(idToken, { auth: adminAuth(), secrets: env().SESSION_SECRET ?? [] });
  if (!result.ok) {
    const response = refuse(result.status, result.code);
    response.cookies.delete(SESSION_COOKIE);
    response.cookies.delete(SESSION_HINT_COOKIE);
    return response;
  }
  await failures.reward(ip).catch(() => {});
  const response = NextResponse.json({ result: { uid: result.uid, admin: result.admin } }, { headers: noStore });
  const production = env().EXHALE_MODE === 'production';
  response.cookies.set(SESSION_COOKIE, result.cookie, sessionCookieOptions(production));
  response.cookies.set(SESSION_HINT_COOKIE, result.admin ? 'admin' : 'member', sessionHintCookieOptions(production));
  return response;
}

/** The account a sign-out speaks for: the live session cookie, or else a valid, unrevoked ID token. */
async function signedOutAccount(request: NextRequest): Promise<string | null> {
  const session = await verifySession(request.cookies.get(SESSION_COOKIE)?.value, env().SESSION_SECRET ?? []);
  if (session && (await isLive(session.uid, session.issuedAt))) return session.uid;
  const idToken = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!idToken || idToken.length > 8192) return null;
  try {
    return (await adminAuth().verifyIdToken(idToken, true)).uid;
  } catch {
    return null;
  }
}

/**
 * DELETE /api/session — clears the cookie (sign-out). With `?scope=all` ("sign out on all devices")
 * it first revokes the account's refresh tokens, so every other copy of the cookie, and every app or
 * browser signed in to the account, stops counting too (lib/auth/live.ts); 401 when neither the
 * cookie nor the ID token identifies a live account (the cookie is cleared all the same).
 */
export async function deleteSession(request: NextRequest) {
  if (!sameOrigin(request)) return refuse(403, 'cross-origin');
  let response: NextResponse;
  if (request.nextUrl.searchParams.get('scope') === 'all') {
    const uid = await signedOutAccount(request);
    if (uid) {
      try {
        await revokeSessions(uid);
        response = new NextResponse(null, { status: 204, headers: noStore });
      } catch (error) {
        console.error('Revoking the sessions of an account failed:', error);
        response = refuse(503, 'unavailable');
      }
    } else {
      response = refuse(401, 'unauthenticated');
    }
  } else {
    response = new NextResponse(null, { status: 204, headers: noStore });
  }
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(env().EXHALE_MODE === 'production'), maxAge: 0 });
  response.cookies.set(SESSION_HINT_COOKIE, '', { ...sessionHintCookieOptions(env().EXHALE_MODE === 'production'), maxAge: 0 });
  return response;
}
