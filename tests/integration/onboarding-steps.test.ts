import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';

// The onboarding step registry (issue #17) through the real route handler, the Auth emulator's ID
// tokens and PGlite: a registered step is stored, any other id is refused with INVALID_ARGUMENT and
// nothing is written.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.EXHALE_DATA_DIR = mkdtempSync(join(tmpdir(), 'exhale-steps-'));
});

const { NextRequest } = await import('next/server');
const { eq } = await import('drizzle-orm');
const { POST } = await import('@/app/api/fn/[name]/route');
const { db } = await import('@/lib/db');
const { onboardingEvents } = await import('@/lib/db/schema');

afterAll(() => rmSync(process.env.EXHALE_DATA_DIR!, { recursive: true, force: true }));

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
async function signUp(email: string) {
  const identity = (endpoint: string) =>
    fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'steps-pass-1', returnSecureToken: true }),
    });
  await identity('signUp');
  return (await (await identity('signInWithPassword')).json()) as { idToken: string; localId: string };
}

async function record(token: string, step: string) {
  const res = await POST(
    new NextRequest('http://localhost/api/fn/recordOnboardingStep', {
      method: 'POST',
      body: JSON.stringify({ data: { step, at: '2026-11-20T10:00:00Z', platform: 'ios' } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ name: 'recordOnboardingStep' }) },
  );
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { status: string; message: string } } };
}

let member = { idToken: '', localId: '' };
beforeAll(async () => {
  member = await signUp(`steps-${Date.now()}@example.test`);
}, 60_000);

const stored = async () => (await (await db()).select().from(onboardingEvents).where(eq(onboardingEvents.uid, member.localId))).map((r) => r.step);

describe('recordOnboardingStep accepts only registered steps', () => {
  it('refuses an unknown step with 400 INVALID_ARGUMENT, a message naming it, and writes nothing', async () => {
    const res = await record(member.idToken, 'test-junk');
    expect(res.status).toBe(400);
    expect(res.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.body.error?.message).toContain('Unknown onboarding step "test-junk"');
    expect(await stored()).toEqual([]);
  });

  it('stores a registered step', async () => {
    const res = await record(member.idToken, 'quit-date');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ recorded: true });
    expect(await stored()).toEqual(['quit-date']);
  });
});
