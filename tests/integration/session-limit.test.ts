import { describe, expect, it } from 'vitest';
import { signUp } from './setup';

// POST /api/session, the real route handler against the Auth emulator: an address that keeps sending
// tokens that do not hold is refused for a while, with no cookie, even for a good token; others are not.
const { NextRequest } = await import('next/server');
const { POST } = await import('@/app/api/session/route');
const { SESSION_FAILURES_PER_MINUTE } = await import('@/lib/auth/session-route');

const origin = 'http://localhost:3000';
const post = (peer: string, token: string) =>
  POST(
    new NextRequest(`${origin}/api/session`, {
      method: 'POST',
      headers: { origin, authorization: `Bearer ${token}`, 'x-exhale-peer-address': peer },
    }),
  );

describe('POST /api/session limits refused tokens per client address', () => {
  it(`answers 429 after ${SESSION_FAILURES_PER_MINUTE} refused tokens a minute, sets no cookie, and leaves other addresses alone`, async () => {
    const { idToken } = await signUp(`session-limit-${Date.now()}@example.test`, 'limit-pass-123');
    expect(idToken).toBeTruthy();
    const attacker = '192.0.2.10';
    for (let i = 0; i < SESSION_FAILURES_PER_MINUTE; i++) {
      const res = await post(attacker, `forged.${i}.token`);
      expect(res.status).toBe(401);
    }
    const refused = await post(attacker, 'forged.again.token');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({ error: { status: 429, code: 'rate-limited' } });

    // A good token from that address is refused too, and gets no session.
    const good = await post(attacker, idToken);
    expect(good.status).toBe(429);
    expect(good.cookies.get('token')).toBeUndefined();

    // Another address signs in.
    const other = await post('192.0.2.11', idToken);
    expect(other.status).toBe(200);
    expect(other.cookies.get('token')?.value).toMatch(/\S{20,}/);
  });

  it('holds for concurrent requests: of 30 forged tokens sent at once, at most 20 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post('192.0.2.30', `forged.${i}.together`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SESSION_FAILURES_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - SESSION_FAILURES_PER_MINUTE);
  });

  it('counts only refusals: good tokens from one address never run into the limit', async () => {
    const { idToken } = await signUp(`session-many-${Date.now()}@example.test`, 'limit-pass-123');
    for (let i = 0; i < SESSION_FAILURES_PER_MINUTE + 5; i++) expect((await post('192.0.2.20', idToken)).status).toBe(200);
  });
});
