/**
 * The app's generic HTTP behaviour (spec §7): a request whose method may be repeated safely (GET,
 * HEAD, OPTIONS, PUT, DELETE) is sent once more when the answer is 408, 409, 425, 429, 500, 502, 503
 * or 504, or when the network fails; a non-idempotent one (POST, PATCH) is never repeated.
 */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** The pause before the second attempt; a Retry-After of up to 5 s is honoured. */
export const RETRY_DELAY_MS = 300;

export async function fetchWithRetry(
  input: string | URL,
  init: RequestInit = {},
  wait = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (!IDEMPOTENT.has(method)) return fetch(input, init);
  let first: Response;
  try {
    first = await fetch(input, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    await wait(RETRY_DELAY_MS);
    return fetch(input, init);
  }
  if (!RETRY_STATUSES.has(first.status)) return first;
  const after = Number(first.headers.get('retry-after'));
  await wait(Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : RETRY_DELAY_MS);
  return fetch(input, init);
}
