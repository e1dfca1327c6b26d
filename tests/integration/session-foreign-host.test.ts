import { describe, expect, it } from 'vitest';
import { signUp } from './setup';

// POST and DELETE /api/session, the real route handler against the Auth emulator, from another site:
// an X-Forwarded-Host or an Origin that is not ours is refused with a 4xx and no cookie (issue #33).
const { NextRequest } = await import('next/server');
const { POST, DELETE } = await import('@/app/api/session/route');

const site = 'http://localhost:3000';
const request = (method: 'POST' | 'DELETE', headers: Record<string, string>) =>
  new NextRequest(`${site}/api/session`, { method, headers: { host: 'localhost:3000', 'x-exhale-peer-address': '192.0.2.77', ...headers } });

describe('the session route refuses requests that name another site', () => {
  it('answers 400 to a foreign X-Forwarded-Host and 403 to a foreign Origin, with no cookie; our own request signs in', async () => {
    const { idToken } = await signUp(`session-host-${Date.now()}@example.test`, 'host-pass-123');
    const authorization = `Bearer ${idToken}`;

    for (const forwarded of ['evil.example', 'evil.example:3000', 'localhost:3000, evil.example']) {
      const res = await POST(request('POST', { authorization, origin: site, 'x-forwarded-host': forwarded }));
      expect(res.status, forwarded).toBe(400);
      expect(await res.json()).toEqual({ error: { status: 400, code: 'foreign-host' } });
      expect(res.headers.getSetCookie(), forwarded).toEqual([]);
    }
    for (const origin of ['http://evil.example', 'null', 'http://localhost:3001']) {
      const res = await POST(request('POST', { authorization, origin }));
      expect(res.status, origin).toBe(403);
      expect(res.headers.getSetCookie(), origin).toEqual([]);
    }
    // Sign-out from another site clears nothing either.
    const out = await DELETE(request('DELETE', { origin: 'http://evil.example' }));
    expect(out.status).toBe(403);
    expect(out.headers.getSetCookie()).toEqual([]);

    // The same requests from our own pages, also through a proxy that names our host.
    const ours = await POST(request('POST', { authorization, origin: site }));
    expect(ours.status).toBe(200);
    expect(ours.cookies.get('token')?.value).toMatch(/\S{20,}/);
    const proxied = await POST(request('POST', { authorization, origin: site, 'x-forwarded-host': 'localhost:3000' }));
    expect(proxied.status).toBe(200);
    const signOut = await DELETE(request('DELETE', { origin: site }));
    expect(signOut.status).toBe(204);
  });
});
