import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';

/** Unguessable single-purpose tokens (links in emails, invitations): 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only a token's SHA-256 is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

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
