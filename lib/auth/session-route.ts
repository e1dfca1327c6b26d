import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimiter } from '@/lib/security/rate-limit';
import { clientIp } from '@/lib/security/tokens';
import { foreignRequest, requestHosts } from '@/lib/security/host';
import { adminAuth } from './firebase-admin';
import { exchangeIdToken } from './exchange';
import { isLive } from './live';
import { securityChange } from './security';
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

/**
 * The refusal of a request from elsewhere: 400 when X-Forwarded-Host names another site, 403 when the
 * Origin is missing or not ours (lib/security/host); null for our own pages.
 */
function fromElsewhere(request: NextRequest): NextResponse | null {
  const e = env();
  const foreign = foreignRequest(requestHosts(request.headers, request.nextUrl.host, false), { siteUrl: e.SITE_URL, mobileHost: e.MOBILE_HOST });
  if (foreign?.reason === 'forwarded-host') return refuse(400, 'foreign-host');
  return foreign || !sameOrigin(request) ? refuse(403, 'cross-origin') : null;
}

/** Refused exchanges (a missing, malformed, forged, expired or revoked token) allowed per client address a minute. */
export const SESSION_FAILURES_PER_MINUTE = 20;
const failures = rateLimiter({ keyPrefix: 'session-failures', points: SESSION_FAILURES_PER_MINUTE, duration: 60 });

/**
 * POST /api/session — Authorization: Bearer <Firebase ID token> → the signed `token` cookie. Every
 * exchange is counted per client address before the token is checked and given back when the token
 * holds (within the same window), so good tokens do not stay counted and concurrent requests cannot
 * all slip past the limit: an address with SESSION_FAILURES_PER_MINUTE counted in its current
 * one-minute window gets 429 until the window ends. A person signing in sends a token that works; a
 * valid one comes only from the identity service, which limits sign-ins itself.
 */
export async function createSession(request: NextRequest) {
  const elsewhere = fromElsewhere(request);
  if (elsewhere) return elsewhere;
  const ip = clientIp(request.headers);
  // Until when this count belongs to the address's current window: a give-back after it would start
  // the next window below zero.
  let windowEnds = 0;
  try {
    windowEnds = Date.now() + (await failures.consume(ip)).msBeforeNext;
  } catch (limited) {
    if (limited instanceof RateLimiterRes) {
      const response = refuse(429, 'rate-limited');
      response.headers.set('Retry-After', String(Math.max(1, Math.ceil(limited.msBeforeNext / 1000))));
      return response;
    }
    // Not a refusal: the limit could not be counted (the Redis store falls back to memory by itself).
    console.error('The session limit could not be counted:', limited);
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
  if (Date.now() < windowEnds) await failures.reward(ip).catch(() => {});
  const response = NextResponse.json({ result: { uid: result.uid, admin: result.admin } }, { headers: noStore });
  const production = env().EXHALE_MODE === 'production';
  response.cookies.set(SESSION_COOKIE, result.cookie, sessionCookieOptions(production));
  response.cookies.set(SESSION_HINT_COOKIE, result.admin ? 'admin' : 'member', sessionHintCookieOptions(production));
  return response;
}

/** The account of a valid, unrevoked Firebase ID token (`Authorization: Bearer`, at most 8 KB), or null. */
export async function bearerUid(request: NextRequest): Promise<string | null> {
  const idToken = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!idToken || idToken.length > 8192) return null;
  try {
    return (await adminAuth().verifyIdToken(idToken, true)).uid;
  } catch {
    return null;
  }
}

/** The account a sign-out speaks for: the live session cookie, or else a valid, unrevoked ID token. */
async function signedOutAccount(request: NextRequest): Promise<string | null> {
  const session = await verifySession(request.cookies.get(SESSION_COOKIE)?.value, env().SESSION_SECRET ?? []);
  if (session && (await isLive(session.uid, session.issuedAt))) return session.uid;
  return bearerUid(request);
}

/**
 * DELETE /api/session — clears the cookie (sign-out). With `?scope=all` ("sign out on all devices")
 * it first revokes the account's refresh tokens, so every other copy of the cookie, and every app or
 * browser signed in to the account, stops counting too (lib/auth/live.ts), and writes the account
 * history (lib/auth/security.ts securityChange; over its limit the sessions still end); 401 when neither the
 * cookie nor the ID token identifies a live account (the cookie is cleared all the same).
 */
export async function deleteSession(request: NextRequest) {
  const elsewhere = fromElsewhere(request);
  if (elsewhere) return elsewhere;
  let response: NextResponse;
  if (request.nextUrl.searchParams.get('scope') === 'all') {
    const uid = await signedOutAccount(request);
    if (uid) {
      try {
        // Ends every session and writes "Sessions on all devices ended" to the account history.
        await securityChange(uid, 'sessions-ended');
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
