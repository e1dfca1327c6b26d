import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './setup';

// The onboarding step registry (issue #17) through the real route handler, the Auth emulator's ID
// tokens and PGlite: a registered step is stored, any other id is refused with INVALID_ARGUMENT and
// nothing is written.
const { NextRequest } = await import('next/server');
const { eq } = await import('drizzle-orm');
const { POST } = await import('@/app/api/fn/[name]/route');
const { db } = await import('@/lib/db');
const { onboardingEvents } = await import('@/lib/funnel/tables');

async function record(token: string, step: string) {
  const res = await POST(
    new NextRequest('http://localhost/api/fn/recordOnboardingStep', {
      method: 'POST',
      body: JSON.stringify({ data: { step, at: new Date().toISOString(), platform: 'ios' } }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    }),
    { params: Promise.resolve({ name: 'recordOnboardingStep' }) },
  );
  return { status: res.status, body: (await res.json()) as { result?: unknown; error?: { status: string; message: string } } };
}

let member = { idToken: '', localId: '' };
beforeAll(async () => {
  await db(); // opened, migrated and seeded here, not in the first test
  member = await signUp(`steps-${Date.now()}@example.test`, 'steps-pass-1');
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
