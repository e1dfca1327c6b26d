import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createTranslator } from 'use-intl/core';
import { z } from 'zod';
import { env } from '@/lib/env';
import { BodyTooLarge, readCapped } from '@/lib/http/body';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { rateLimiter } from '@/lib/security/rate-limit';
import { clientIp } from '@/lib/security/tokens';
import { adminAuth } from './firebase-admin';
import { SESSION_HINT_COOKIE } from './hint';
import { isLive } from './live';
import { securityChangeInput, type SecurityChange } from './schema';
import { applyEmailAction, freshSession, securityChange, type ChangeOutcome } from './security';
import { bearerUid, sameOrigin } from './session-route';
import { SESSION_COOKIE, sessionCookieOptions, sessionHintCookieOptions, verifySession } from './session';

const noStore = { 'Cache-Control': 'private, no-store' };
/** The body is a few fields; anything larger is refused unread (413). */
const BODY_LIMIT = 2048;
/** Emailed links tried per client address a minute (each costs two calls to the identity service). */
const emailLinks = rateLimiter({ keyPrefix: 'security-email-link', points: 20, duration: 60 });

type ErrorKey = 'forbidden' | 'invalid' | 'signedOut' | 'lastMethod' | 'notLinked' | 'noPassword' | 'tooMany' | 'unavailable' | 'expiredCode' | 'emailInUse';
const codes = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  409: 'FAILED_PRECONDITION',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  503: 'UNAVAILABLE',
} as const;

/** A refusal with its message in the page's language (`{ error: { status, message } }`). */
async function refuse(status: keyof typeof codes, key: ErrorKey, locale: Locale, retryAfter?: number) {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Security.errors' });
  const response = NextResponse.json({ error: { status: codes[status], message: t(key) } }, { status, headers: noStore });
  if (retryAfter) response.headers.set('Retry-After', String(retryAfter));
  return response;
}

/** The account of the live session cookie, or null. */
async function cookieUid(request: NextRequest): Promise<string | null> {
  const session = await verifySession(request.cookies.get(SESSION_COOKIE)?.value, env().SESSION_SECRET ?? []);
  return session && (await isLive(session.uid, session.issuedAt)) ? session.uid : null;
}

/**
 * Who is calling: the ID token's account when one is sent (it must hold), else the session cookie's.
 * `firebase`: the caller holds Firebase credentials in this browser (the ID token), and only such a
 * caller gets a custom token back; a cookie alone (httpOnly, no Firebase sign-in) never turns into one.
 */
async function caller(request: NextRequest): Promise<{ uid: string; firebase: boolean } | null> {
  if (request.headers.has('authorization')) {
    const uid = await bearerUid(request);
    return uid ? { uid, firebase: true } : null;
  }
  const uid = await cookieUid(request);
  return uid ? { uid, firebase: false } : null;
}

/** After a change: 200 with a new session cookie, and for a caller with Firebase credentials the custom token to sign in again with. */
async function changed(uid: string, firebase: boolean, extra: Record<string, unknown> = {}) {
  const fresh = await freshSession(uid);
  const response = NextResponse.json({ result: { ...extra, customToken: firebase ? fresh.customToken : null } }, { headers: noStore });
  const production = env().EXHALE_MODE === 'production';
  response.cookies.set(SESSION_COOKIE, fresh.cookie, sessionCookieOptions(production));
  response.cookies.set(SESSION_HINT_COOKIE, fresh.admin ? 'admin' : 'member', sessionHintCookieOptions(production));
  return response;
}

const limited = (outcome: ChangeOutcome, locale: Locale) => (outcome.status === 'rate-limited' ? refuse(429, 'tooMany', locale, outcome.retryAfter) : null);

/** A change the member made in this browser (or, unlinking, asks the server to make), checked against the account's record. */
async function accountChange(request: NextRequest, change: Exclude<SecurityChange, { oobCode: string }>, locale: Locale) {
  const who = await caller(request);
  if (!who) return refuse(401, 'signedOut', locale);
  const uid = who.uid;
  const user = await adminAuth().getUser(uid);
  const providers = user.providerData.map((p) => p.providerId);
  let outcome: ChangeOutcome;
  if (change.change === 'provider-linked' || change.change === 'provider-unlinked') {
    if (!providers.includes(change.provider)) return refuse(409, 'notLinked', locale);
    // Never the last way to sign in: the page does not offer it, and the server refuses it.
    if (change.change === 'provider-unlinked' && providers.length < 2) return refuse(409, 'lastMethod', locale);
    const unlink = async () => void (await adminAuth().updateUser(uid, { providersToUnlink: [change.provider] }));
    outcome = await securityChange(uid, change.change, change.provider, change.change === 'provider-unlinked' ? unlink : undefined);
  } else {
    if (change.change === 'password-changed' && !providers.includes('password')) return refuse(409, 'noPassword', locale);
    outcome = await securityChange(uid, change.change);
  }
  return (await limited(outcome, locale)) ?? changed(uid, who.firebase);
}

/** An emailed link opened (address change or its undo): applied on the server; this browser stays signed in if it was. */
async function emailChange(request: NextRequest, change: Extract<SecurityChange, { oobCode: string }>, locale: Locale) {
  try {
    await emailLinks.consume(clientIp(request.headers));
  } catch (error) {
    if (error instanceof RateLimiterRes) return refuse(429, 'tooMany', locale, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
  }
  // Whether this browser is signed in to the account, asked before the change (which ends its sessions).
  const [session, token] = await Promise.all([cookieUid(request), bearerUid(request)]);
  const applied = await applyEmailAction(change.change, change.oobCode);
  if (applied.status !== 'ok')
    return refuse(applied.status === 'email-exists' ? 409 : 400, applied.status === 'email-exists' ? 'emailInUse' : 'expiredCode', locale);
  const outcome = await securityChange(applied.uid, change.change);
  if (outcome.status !== 'ok' || (session !== applied.uid && token !== applied.uid))
    return NextResponse.json({ result: { email: applied.email, signedIn: false, customToken: null } }, { headers: noStore });
  return changed(applied.uid, token === applied.uid, { email: applied.email, signedIn: true });
}

const localeOf = (raw: unknown): Locale => {
  const parsed = z.object({ locale: z.enum(locales) }).safeParse(raw);
  return parsed.success ? parsed.data.locale : defaultLocale;
};

/**
 * POST /api/me/security — Sign-in and security's changes (body: `locale`, `change` and its fields,
 * lib/auth/schema securityChangeInput). Same origin only. Each accepted change writes the account's
 * history and ends every session of the account (securityChange); the browser that made it gets a new
 * session cookie, and a custom token for Firebase when it proved its Firebase sign-in (an ID token). Bad input gets 400, a stranger 401, a change the
 * account's record contradicts 409, too many changes 429, all with a message in `locale`; nothing changes.
 */
export async function securityRoute(request: NextRequest): Promise<Response> {
  if (!sameOrigin(request)) return refuse(403, 'forbidden', defaultLocale);
  let raw: unknown = null;
  try {
    raw = JSON.parse(await readCapped(request, BODY_LIMIT));
  } catch (error) {
    if (error instanceof BodyTooLarge) return refuse(413, 'invalid', defaultLocale);
  }
  const locale = localeOf(raw);
  const parsed = securityChangeInput.safeParse(raw);
  if (!parsed.success) return refuse(400, 'invalid', locale);
  const change = parsed.data;
  try {
    return 'oobCode' in change ? await emailChange(request, change, locale) : await accountChange(request, change, locale);
  } catch (error) {
    console.error('A security change could not be completed:', error);
    return refuse(503, 'unavailable', locale);
  }
}
