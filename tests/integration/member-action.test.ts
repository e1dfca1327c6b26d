import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './setup'; // a data folder of its own, the session secret, the seeded database

// Every member Server Action goes through lib/auth/member-action: the caller's live session is
// checked before the input is read, the input is parsed by the area's schema, and only an 'ok'
// result revalidates. The real actions against the Auth emulator and PGlite; only Next's request
// APIs are stubbed (the cookie jar holds the session cookie, revalidatePath records its calls).
const state = vi.hoisted(() => ({ cookie: undefined as string | undefined, revalidated: [] as unknown[][], peer: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'token' && state.cookie ? { name, value: state.cookie } : undefined),
    delete: () => {},
  }),
  headers: async () => new Headers(state.peer ? { 'x-exhale-peer-address': state.peer } : {}),
}));
vi.mock('next/cache', () => ({
  revalidatePath: (...args: unknown[]) => state.revalidated.push(args),
  revalidateTag: () => {},
  unstable_cache: (f: unknown) => f,
}));

const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { memberAction, visitorAction } = await import('@/lib/auth/member-action');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { joinChallengeAction } = await import('@/lib/challenges/actions');
const { updateCertificateAction } = await import('@/lib/certificates/actions');
const { submitTestAction } = await import('@/lib/surveys/actions');
const { deleteAccountAction } = await import('@/lib/compose/personal-data/actions');
const { createChallenge } = await import('@/lib/challenges');
const { createCertificate, getCertificate } = await import('@/lib/certificates');

afterEach(() => {
  state.cookie = undefined;
  state.revalidated.length = 0;
});

async function member(tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const user = await adminAuth().createUser({ email, password: 'member-pass-123', displayName: tag });
  // tokensValidAfterTime has a resolution of one second: the cookie is issued in a later second.
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
  const cookie = await signSession({ uid: user.uid, email, admin: false }, [process.env.SESSION_SECRET!]);
  const { id: certificateId } = await createCertificate(await db(), user.uid, { name: tag, since: '2026-10-01', milestone: '1-month', showDays: true });
  return { uid: user.uid, cookie, certificateId };
}

const participations = async (uid: string) =>
  (await (await db()).select().from(schema.challengeParticipants).where(eq(schema.challengeParticipants.uid, uid))).length;

describe('member Server Actions (lib/auth/member-action)', () => {
  it('an anonymous caller is told to sign in before anything it sent is looked at, and nothing changes', async () => {
    const owner = await member('owner');
    const before = await getCertificate(await db(), owner.certificateId);
    expect(await joinChallengeAction('not-a-token', '/x')).toEqual({ status: 'signed-out' });
    expect(await deleteAccountAction({ confirm: false })).toEqual({ status: 'signed-out' });
    expect(await updateCertificateAction(owner.certificateId, { name: 7 })).toEqual({ status: 'signed-out' });
    expect(await updateCertificateAction(owner.certificateId, { name: 'Taken over', since: '2026-10-01', milestone: '1-month', showDays: true })).toEqual({
      status: 'signed-out',
    });
    expect(await getCertificate(await db(), owner.certificateId)).toEqual(before);
    expect(state.revalidated).toEqual([]);
  });

  it("a member's bad input gets the action's own answer, writes nothing and revalidates nothing", async () => {
    const m = await member('bad-input');
    const { inviteToken } = await createChallenge(await db(), { uid: 'someone-else', name: 'Else' }, { days: 30, startsOn: '2026-11-01' });
    state.cookie = m.cookie;
    const before = await getCertificate(await db(), m.certificateId);
    expect(await joinChallengeAction(inviteToken, '/de/challenge-invite/other')).toEqual({ status: 'unknown' });
    expect(await joinChallengeAction('A'.repeat(43), `/challenge-invite/${'A'.repeat(43)}`)).toEqual({ status: 'unknown' });
    expect(await updateCertificateAction(m.certificateId, { name: '', since: 'yesterday', milestone: '1-month' })).toEqual({ status: 'invalid' });
    expect(await deleteAccountAction({ confirm: 'yes' })).toEqual({ status: 'unconfirmed' });
    expect(await participations(m.uid)).toBe(0);
    expect(await getCertificate(await db(), m.certificateId)).toEqual(before);
    expect((await adminAuth().getUser(m.uid)).uid).toBe(m.uid);
    expect(state.revalidated).toEqual([]);
  });

  it('a good call does its work and revalidates only what the action names', async () => {
    const m = await member('good');
    const { inviteToken } = await createChallenge(await db(), { uid: 'someone-else-2', name: 'Else' }, { days: 30, startsOn: '2026-11-01' });
    state.cookie = m.cookie;
    expect(await joinChallengeAction(inviteToken, `/de/challenge-invite/${inviteToken}`)).toEqual({ status: 'ok' });
    expect(await participations(m.uid)).toBe(1);
    expect(state.revalidated).toEqual([[`/de/challenge-invite/${inviteToken}`, undefined]]);
    state.revalidated.length = 0;
    expect(await updateCertificateAction(m.certificateId, { name: 'Renamed', since: '2026-10-01', milestone: '1-month', showDays: false })).toEqual({
      status: 'ok',
    });
    expect((await getCertificate(await db(), m.certificateId))?.name).toBe('Renamed');
    expect(state.revalidated).toEqual([]); // its pages render per request: no cached page is thrown away
  });

  it('a public survey takes anonymous answers, refuses a bad language before storing, and never revalidates', async () => {
    const count = async () => (await (await db()).select().from(schema.testResults)).length;
    const start = await count();
    expect(await submitTestAction([1, 0, 1, 2, 0, 1], 'xx-XX')).toEqual({ status: 'invalid' });
    expect(await submitTestAction([9, 9, 9, 9, 9, 9], 'en-US')).toEqual({ status: 'invalid' });
    expect(await count()).toBe(start);
    expect((await submitTestAction([1, 0, 1, 2, 0, 1], 'en-US')).status).toBe('ok');
    expect(await count()).toBe(start + 1);
    expect(state.revalidated).toEqual([]);
  });

  it('one client address can store 60 surveys a minute; then it is told to wait and nothing is stored, while others go on', async () => {
    const { VISITOR_WRITES_PER_MINUTE } = await import('@/lib/auth/member-action');
    const { testFormAction } = await import('@/lib/surveys/actions');
    const count = async () => (await (await db()).select().from(schema.testResults)).length;
    state.peer = '198.51.100.60';
    const start = await count();
    for (let i = 0; i < VISITOR_WRITES_PER_MINUTE; i++) expect((await submitTestAction([1, 0, 1, 2, 0, 1], 'en-US')).status).toBe('ok');
    expect(await count()).toBe(start + VISITOR_WRITES_PER_MINUTE);
    expect(await submitTestAction([1, 0, 1, 2, 0, 1], 'en-US')).toEqual({ status: 'rate-limited' });
    // The plain form (no JavaScript) says so too, and takes its own answer back on the next try.
    const form = { q1: '1', q2: '0', q3: '1', q4: '2', q5: '0', q6: '1', locale: 'en-US' };
    const limited = await testFormAction(null, form);
    expect(limited).toEqual({ status: 'rate-limited' });
    expect(await testFormAction(limited, form)).toEqual({ status: 'rate-limited' });
    expect(await count()).toBe(start + VISITOR_WRITES_PER_MINUTE);
    state.peer = '198.51.100.61';
    expect((await testFormAction({ status: 'rate-limited' }, form))?.status).toBe('ok');
    expect(await count()).toBe(start + VISITOR_WRITES_PER_MINUTE + 1);
    state.peer = undefined;
  });

  it('the wrapper parses a posted form (FormData) like an object, and hands the live session to the handler', async () => {
    const m = await member('form');
    const echo = memberAction(z.tuple([z.object({ name: z.string().min(1) })]), async ([v], { session }) => ({
      status: 'ok' as const,
      name: v.name,
      uid: session.uid,
    }));
    const visitor = visitorAction(z.tuple([z.string()]), async ([v], { session }) => ({ status: 'ok' as const, v, uid: session?.uid ?? null }));
    const form = new FormData();
    form.set('name', 'Ana');
    expect(await echo(form)).toEqual({ status: 'signed-out' });
    expect(await visitor('x')).toEqual({ status: 'ok', v: 'x', uid: null });
    state.cookie = m.cookie;
    expect(await echo(form)).toEqual({ status: 'ok', name: 'Ana', uid: m.uid });
    expect(await echo(new FormData())).toEqual({ status: 'invalid' });
    expect(await visitor('y')).toEqual({ status: 'ok', v: 'y', uid: m.uid });
    // A cookie whose account is gone counts as signed out (member) or anonymous (visitor).
    await adminAuth().deleteUser(m.uid);
    (await import('@/lib/auth/live')).forgetAccount(m.uid);
    expect(await echo(form)).toEqual({ status: 'signed-out' });
    expect(await visitor('z')).toEqual({ status: 'ok', v: 'z', uid: null });
  });
});
