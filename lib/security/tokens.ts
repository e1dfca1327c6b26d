import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/** Unguessable single-purpose tokens (links in emails, invitations): 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only a token's SHA-256 is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * Tokens inside text (the links in copies of emails): ours (newToken: 43 characters of base64url) and
 * Firebase's action codes (`oobCode=`, also after `&amp;` in an HTML attribute).
 */
const TOKEN_IN_TEXT = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])|(?<=(?:[?&]|&amp;)oobCode=)[^&\s"'<>]+/g;

/**
 * A value with its tokens replaced by `[removed]`: strings, also inside arrays and objects (JSON such
 * as mail headers). Used where a copy must not act on anything: the data export (lib/deletion) and
 * the outbox's copy of an email once the SMTP server took it (lib/email).
 */
export function withoutTokens<T>(value: T): T;
export function withoutTokens(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(TOKEN_IN_TEXT, '[removed]');
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutTokens(v)]));
  }
  return value;
}

/** Compares secrets in constant time (byte lengths compared first, so no exception on mismatch). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Set by lib/http/peer on every request from the socket (any client-sent copy is overwritten). */
const PEER_HEADER = 'x-exhale-peer-address';

/**
 * The visitor's address for per-IP limits: the one the server saw, never one the client wrote.
 * - `hops` 0 (TRUSTED_PROXY_HOPS unset): the socket address (lib/http/peer).
 * - `hops` N: N trusted proxies each appended the address they saw to X-Forwarded-For; the outermost
 *   one's entry, N-th from the right, is the visitor. Entries left of it are the client's own words.
 *   A header with fewer entries did not pass all the proxies: the socket address counts.
 * Without a recorded socket address (a request handled outside `next start`) all such callers share
 * one bucket, 'unknown'.
 */
export function clientIp(headers: Headers, hops: number = trustedHops()): string {
  const peer = headers.get(PEER_HEADER)?.trim() || 'unknown';
  if (hops <= 0) return peer;
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return chain.length >= hops ? chain[chain.length - hops]! : peer;
}

const trustedHops = () => env().TRUSTED_PROXY_HOPS;
