import 'server-only';

/**
 * Request bodies read with a size cap, before anything parses them: a declared `content-length`
 * above the cap is refused without reading a byte, and a body without one (chunked) is counted while
 * it streams and dropped as soon as it passes the cap. Route handlers answer BodyTooLarge with 413.
 */
export class BodyTooLarge extends Error {
  constructor(public readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLarge';
  }
}

/** Caps (bytes): the app's JSON API (spec §7 calls carry a few fields), the CMS webhook (Storyblok's small JSON events). */
export const API_BODY_LIMIT = 16 * 1024;
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** Throws BodyTooLarge when the declared length is over `limit` (nothing read). */
export function checkDeclaredLength(request: Request, limit: number): void {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > limit)) throw new BodyTooLarge(limit);
}

/** The body as UTF-8 text, at most `limit` bytes; throws BodyTooLarge beyond it. */
export async function readCapped(request: Request, limit: number): Promise<string> {
  checkDeclaredLength(request, limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
