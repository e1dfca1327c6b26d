import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * The `token` session cookie: a JWT signed by our own keys (HS256, `SESSION_SECRET`, comma-separated
 * for rotation: the first key signs, every key verifies). Issued by POST /api/session after the
 * identity provider's ID token was verified; read by proxy.ts (guard) and server code.
 */
export const SESSION_COOKIE = 'token';
/** Lifetime of a session cookie; the client renews it whenever its ID token changes (hourly). */
export const SESSION_MAX_AGE_S = 14 * 24 * 60 * 60;
const ISSUER = 'exhale';
const AUDIENCE = 'exhale-session';

export interface Session {
  uid: string;
  email: string | null;
  admin: boolean;
  /** The sign-in behind this session used a second factor (two-step verification). */
  secondFactor?: boolean;
  /** Seconds since the epoch when the cookie was issued. */
  issuedAt: number;
}

const encoder = new TextEncoder();
/**
 * Each secret's HMAC key, imported once: jose would import a raw key again on every call, and proxy.ts
 * verifies the cookie on every member and admin request.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

export async function signSession(input: Omit<Session, 'issuedAt'>, secrets: readonly string[], now = Date.now()): Promise<string> {
  if (!secrets.length) throw new Error('SESSION_SECRET is not configured');
  const iat = Math.floor(now / 1000);
  return new SignJWT({ email: input.email, admin: input.admin === true, ...(input.secondFactor === true ? { sf: true } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_MAX_AGE_S)
    .sign(await keyOf(secrets[0] as string));
}

/** The session in a cookie value, or null when it is absent, malformed, expired or not signed by us. */
export async function verifySession(value: string | undefined | null, secrets: readonly string[], now = Date.now()): Promise<Session | null> {
  if (!value || value.length > 4096 || !secrets.length) return null;
  for (const secret of secrets) {
    try {
      const { payload } = await jwtVerify(value, await keyOf(secret), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: new Date(now),
      });
      if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.iat !== 'number') return null;
      return {
        uid: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        admin: payload.admin === true,
        secondFactor: payload.sf === true,
        issuedAt: payload.iat,
      };
    } catch (error) {
      // A signature made with another key: try the next one. Anything else is final.
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      return null;
    }
  }
  return null;
}

export function sessionCookieOptions(production: boolean) {
  return { httpOnly: true, path: '/', sameSite: 'lax' as const, secure: production, maxAge: SESSION_MAX_AGE_S };
}

/**
 * A non-secret hint beside the session cookie, readable by the browser (not httpOnly): `member` or
 * `admin`. Set and cleared together with `token` by /api/session, so static pages' header can show
 * the signed-in state without becoming per-request. It grants nothing: every check reads `token`.
 */
export { SESSION_HINT_COOKIE } from './hint';

export function sessionHintCookieOptions(production: boolean) {
  return { httpOnly: false, path: '/', sameSite: 'lax' as const, secure: production, maxAge: SESSION_MAX_AGE_S };
}
