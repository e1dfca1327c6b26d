import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { adminAuth } from './firebase-admin';
import { exchangeIdToken } from './exchange';
import { SESSION_COOKIE, sessionCookieOptions } from './session';

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

/** POST /api/session — Authorization: Bearer <Firebase ID token> → the signed `token` cookie. */
export async function createSession(request: NextRequest) {
  if (!sameOrigin(request)) return refuse(403, 'cross-origin');
  const header = request.headers.get('authorization') ?? '';
  const idToken = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
  const result = await exchangeIdToken(idToken, { auth: adminAuth(), secrets: env().SESSION_SECRET ?? [] });
  if (!result.ok) {
    const response = refuse(result.status, result.code);
    response.cookies.delete(SESSION_COOKIE);
    return response;
  }
  const response = NextResponse.json({ result: { uid: result.uid, admin: result.admin } }, { headers: noStore });
  response.cookies.set(SESSION_COOKIE, result.cookie, sessionCookieOptions(env().EXHALE_MODE === 'production'));
  return response;
}

/** DELETE /api/session — clears the cookie (sign-out). */
export async function deleteSession(request: NextRequest) {
  if (!sameOrigin(request)) return refuse(403, 'cross-origin');
  const response = new NextResponse(null, { status: 204, headers: noStore });
  response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(env().EXHALE_MODE === 'production'), maxAge: 0 });
  return response;
}
