import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { env } from '@/lib/env';

/** Unguessable single-purpose tokens (links in emails, invitations): 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Only a token's SHA-256 is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * A signature for a link that acts without a stored token (reminders' one-click unsubscribe): HMAC-SHA256
 * of the purpose and the values, with the first SESSION_SECRET, base64url (43 characters, so copies of
 * emails lose it like a stored token: withoutTokens). Null without a secret: no such link can be made.
 */
export function signLink(purpose: string, values: string[], secrets: string[] = env().SESSION_SECRET ?? []): string | null {
  const key = secrets[0];
  return key ? hmac(key, purpose, values) : null;
}

/** Whether `signature` signs the purpose and values with any of the secrets (rotation), in constant time. */
export function verifyLink(purpose: string, values: string[], signature: string, secrets: string[] = env().SESSION_SECRET ?? []): boolean {
  return isToken(signature) && secrets.some((key) => safeEqual(hmac(key, purpose, values), signature));
}

const hmac = (key: string, purpose: string, values: string[]) =>
  createHmac('sha256', key)
    .update([purpose, ...values].map((v) => `${v.length}:${v}`).join('|'))
    .digest('base64url');

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
  if (hops <= 0) return limitAddress(peer);
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return limitAddress(chain.length >= hops ? chain[chain.length - hops]! : peer);
}

/**
 * The part of an address that identifies one visitor for a limit. An IPv6 host usually holds a whole
 * /64 (its provider hands out 2^64 addresses for free), so its first 64 bits count, written
 * `2001:db8:0:1::/64`; an IPv4 address written as IPv6 (`::ffff:192.0.2.1`, NAT64's `64:ff9b::192.0.2.1`)
 * counts as that IPv4 address. Anything else (IPv4, 'unknown') is returned as it is.
 */
export function limitAddress(address: string): string {
  // A proxy may write the port too: `[2001:db8::1]:443`, `192.0.2.1:5678`.
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address)?.[1];
  if (withPort && isIPv4(withPort)) return withPort;
  const bare = address.replace(/^\[(.*)\](?::\d{1,5})?$/, '$1').replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  const [a, b, c, d, e, f, g, h] = groups;
  const v4 = () => [g! >> 8, g! & 255, h! >> 8, h! & 255].join('.');
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return v4();
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return v4();
  return `${groups
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part
      ? part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [w, x, y, z] = group.split('.').map(Number) as [number, number, number, number];
          return [(w << 8) | x, (y << 8) | z];
        })
      : [];
  const [head, tail] = address.split('::') as [string, string | undefined];
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const trustedHops = () => env().TRUSTED_PROXY_HOPS;
