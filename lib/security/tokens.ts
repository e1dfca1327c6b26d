import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

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

/** The visitor's IP behind the proxy that terminates TLS (first X-Forwarded-For hop). */
export function clientIp(headers: Headers): string {
  return (headers.get('x-forwarded-for') ?? '').split(',')[0]!.trim() || headers.get('x-real-ip') || 'local';
}
