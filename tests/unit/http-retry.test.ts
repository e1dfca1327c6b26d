import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithRetry, RETRY_DELAY_MS } from '@/lib/http/fetch';

// The network is the boundary stubbed here: a queue of answers, and the requests seen.
function network(...answers: Array<number | Error>) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    seen.push(`${init.method ?? 'GET'} ${input}`);
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return new Response('{}', { status: next ?? 200, headers: next === 429 ? { 'retry-after': '2' } : {} });
  });
  return seen;
}
const waits: number[] = [];
const wait = async (ms: number) => void waits.push(ms);

describe('generic HTTP behaviour (spec §7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    waits.length = 0;
  });

  it.each([408, 409, 425, 500, 502, 503, 504])('a GET answered %i is sent once more, after a short pause', async (status) => {
    const seen = network(status, 200);
    expect((await fetchWithRetry('/api/build', {}, wait)).status).toBe(200);
    expect(seen).toEqual(['GET /api/build', 'GET /api/build']);
    expect(waits).toEqual([RETRY_DELAY_MS]);
  });

  it('only once: a second failure is the answer', async () => {
    const seen = network(503, 503, 200);
    expect((await fetchWithRetry('/api/build', {}, wait)).status).toBe(503);
    expect(seen).toHaveLength(2);
  });

  it('429 waits as long as Retry-After says', async () => {
    network(429, 200);
    expect((await fetchWithRetry('/x', { method: 'DELETE' }, wait)).status).toBe(200);
    expect(waits).toEqual([2000]);
  });

  it('a network failure of an idempotent request is tried once more', async () => {
    const seen = network(new TypeError('Failed to fetch'), 200);
    expect((await fetchWithRetry('/api/auth/config', {}, wait)).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('POST is never repeated, and other answers are not retried', async () => {
    const seen = network(503);
    expect((await fetchWithRetry('/api/session', { method: 'POST' }, wait)).status).toBe(503);
    const more = network(404, 200);
    expect((await fetchWithRetry('/x', {}, wait)).status).toBe(404);
    expect(seen).toHaveLength(1);
    expect(more).toHaveLength(1);
  });
});
