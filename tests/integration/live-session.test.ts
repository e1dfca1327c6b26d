import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jar, signIn } from './setup';

// A session cookie (and an ID token) copied while its account was fine, used after the account was
// deleted at the identity provider, deleted here, disabled, or had its tokens revoked: the real
// member route handler, Server Actions, page guard and callable API against the Auth emulator and
// PGlite; only Next's request APIs are stubbed (the cookie jar holds the copied cookie).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { NextRequest } = await import('next/server');
const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { requireMember } = await import('@/lib/auth/server');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { GET: exportRoute } = await import('@/app/api/me/export/route');
const { DELETE: sessionDelete } = await import('@/app/api/session/route');
const { handleCall } = await import('@/lib/compose/call-handler');
const { joinChallengeAction } = await import('@/lib/challenges/actions');
const { updateCertificateAction } = await import('@/lib/certificates/actions');
const { submitTestAction, submitMotivationAction } = await import('@/lib/surveys/actions');
const { deleteAccountAction } = await import('@/lib/compose/personal-data/actions');
const { createChallenge } = await import('@/lib/challenges');
const { createCertificate } = await import('@/lib/certificates');

const secret = [process.env.SESSION_SECRET!];
/** The longest an account change made elsewhere may take to reach a session (the brief: ≤ 60 s). */
const CACHE_BOUND_MS = 60_000;
let invite: string;

afterEach(() => {
  vi.restoreAllMocks();
  jar.cookie = undefined;
});

/** tokensValidAfterTime has a resolution of one second: start the next step in a later second. */
async function nextSecond() {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
}

/** Moves the clock the session cache reads past the bound, as if a minute had gone by. */
function aMinuteLater() {
  const real = performance.now.bind(performance);
  vi.spyOn(performance, 'now').mockImplementation(() => real() + CACHE_BOUND_MS + 1);
}

interface Member {
  uid: string;
  email: string;
  cookie: string;
  idToken: string;
  certificateId: string;
}

/** A member signed in on the web (cookie) and in the app (ID token), with a certificate. */
async function signedInMember(tag: string): Promise<Member> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'live-pass-123';
  const user = await adminAuth().createUser({ email, password, displayName: tag });
  await nextSecond();
  const { idToken } = await signIn(email, password);
  const cookie = await signSession({ uid: user.uid, email, admin: false }, secret);
  const { id: certificateId } = await createCertificate(await db(), user.uid, { name: tag, since: '2026-10-01', milestone: '1-month', showDays: true });
  return { uid: user.uid, email, cookie, idToken, certificateId };
}

const call = (name: string, idToken: string, data: unknown) =>
  handleCall(
    new NextRequest(`http://localhost:3000/api/fn/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    }),
    name,
  );

async function rowsOf(uid: string) {
  const d = await db();
  return {
    tests: (await d.select().from(schema.testResults).where(eq(schema.testResults.uid, uid))).length,
    motivation: (await d.select().from(schema.motivationResults).where(eq(schema.motivationResults.uid, uid))).length,
    participations: (await d.select().from(schema.challengeParticipants).where(eq(schema.challengeParticipants.uid, uid))).length,
    challenges: (await d.select().from(schema.challenges).where(eq(schema.challenges.uid, uid))).length,
    onboarding: (await d.select().from(schema.onboardingEvents).where(eq(schema.onboardingEvents.uid, uid))).length,
    certificateNames: (await d.select().from(schema.certificates).where(eq(schema.certificates.uid, uid))).map((c) => c.name),
  };
}

/** Where a member page sends this request (the redirect requireMember throws), or null when it lets it in. */
async function memberPageRedirect(path: string): Promise<string | null> {
  try {
    await requireMember(path);
    return null;
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return digest.split(';')[2]!;
  }
}

const motivation = { readiness: 8, confidence: 6, reasons: ['money'], interests: [], quitDate: null };

/** Every member door, tried with the copied cookie and ID token: all must refuse, nothing written. */
async function expectEveryDoorShut(m: Member) {
  jar.cookie = m.cookie;
  const before = await rowsOf(m.uid);

  const exported = await exportRoute();
  expect(exported.status).toBe(401);
  expect(await exported.text()).not.toContain(m.email);

  expect(await memberPageRedirect('/de/data-deletion')).toBe(`/de/login?redirect=${encodeURIComponent('/de/data-deletion')}`);
  expect(await joinChallengeAction(invite, `/challenge-invite/${invite}`)).toEqual({ status: 'signed-out' });
  expect(await updateCertificateAction(m.certificateId, { name: 'Changed', since: '2026-10-01', milestone: '1-month', showDays: true })).toEqual({
    status: 'signed-out',
  });
  // The surveys are open to visitors: the answers still count, but anonymously, not under the uid.
  expect((await submitTestAction([1, 0, 1, 2, 0, 1], 'en-US')).status).toBe('ok');
  expect((await submitMotivationAction(motivation, 'en-US')).status).toBe('ok');
  expect(await deleteAccountAction({ confirm: true })).toEqual({ status: 'signed-out' });

  const created = await call('createChallenge', m.idToken, { days: 7, startsOn: '2026-12-01', name: 'Ghost' });
  expect(created.status).toBe(401);
  expect((await created.json()).error.status).toBe('UNAUTHENTICATED');
  const step = await call('recordOnboardingStep', m.idToken, { step: 'welcome', at: new Date().toISOString(), platform: 'ios' });
  expect(step.status).toBe(401);

  expect(await rowsOf(m.uid)).toEqual(before);
}

/** The copied cookie works right now (and the live record is in the cache). */
async function expectSignedIn(m: Member) {
  jar.cookie = m.cookie;
  const exported = await exportRoute();
  expect(exported.status).toBe(200);
  expect((await exported.json()).account.email).toBe(m.email);
  jar.cookie = undefined;
}

beforeAll(async () => {
  ({ inviteToken: invite } = await createChallenge(await db(), { uid: 'owner-of-the-challenge', name: 'Owner' }, { days: 21, startsOn: '2026-12-01' }));
});

describe('a live session opens every member door (the control)', () => {
  it('export, member page, join, certificate, surveys and the app API all work and write under the uid', async () => {
    const m = await signedInMember('alive');
    jar.cookie = m.cookie;
    expect((await exportRoute()).status).toBe(200);
    expect(await memberPageRedirect('/data-deletion')).toBeNull();
    expect(await joinChallengeAction(invite, `/challenge-invite/${invite}`)).toEqual({ status: 'ok' });
    expect(await updateCertificateAction(m.certificateId, { name: 'Renamed', since: '2026-10-01', milestone: '1-month', showDays: true })).toEqual({
      status: 'ok',
    });
    expect((await submitTestAction([1, 0, 1, 2, 0, 1], 'en-US')).status).toBe('ok');
    expect((await submitMotivationAction(motivation, 'en-US')).status).toBe('ok');
    expect((await call('createChallenge', m.idToken, { days: 7, startsOn: '2026-12-01', name: 'Alive' })).status).toBe(200);
    expect((await call('recordOnboardingStep', m.idToken, { step: 'welcome', at: new Date().toISOString(), platform: 'ios' })).status).toBe(200);
    expect(await rowsOf(m.uid)).toEqual({ tests: 1, motivation: 1, participations: 2, challenges: 1, onboarding: 1, certificateNames: ['Renamed'] });
  });
});

describe('a copied session dies with its account', () => {
  // A change made to the account elsewhere reaches every copy of its session once the cache bound has passed.
  it.each([
    ['(a) the account was deleted at the identity provider', (uid: string) => adminAuth().deleteUser(uid)],
    ['(c) the account was disabled', (uid: string) => adminAuth().updateUser(uid, { disabled: true })],
    [
      '(d) its refresh tokens were revoked at the identity provider',
      async (uid: string) => {
        await nextSecond();
        await adminAuth().revokeRefreshTokens(uid);
      },
    ],
  ])('%s: refused within the cache bound', async (_, change) => {
    const m = await signedInMember('changed');
    await expectSignedIn(m);
    await change(m.uid);
    aMinuteLater();
    await expectEveryDoorShut(m);
  });

  it('(b) the member deleted their data here: every copy is refused at once, and the tokens were revoked first', async () => {
    const m = await signedInMember('self-deleted');
    await expectSignedIn(m);
    const copy = m.cookie;
    jar.cookie = m.cookie;
    expect(await deleteAccountAction({ confirm: true })).toEqual({ status: 'deleted' });
    await expectEveryDoorShut({ ...m, cookie: copy });
    const audit = await (await db()).select().from(schema.deletionAudit);
    expect(audit.at(-1)).toMatchObject({ authDeleted: true });
  });

  it('(d) "sign out on all devices" on one device: every other copy of the cookie and the app token are refused at once', async () => {
    const m = await signedInMember('everywhere');
    await expectSignedIn(m);
    await nextSecond();
    const res = await sessionDelete(
      new NextRequest('http://localhost:3000/api/session?scope=all', {
        method: 'DELETE',
        headers: { origin: 'http://localhost:3000', cookie: `token=${m.cookie}` },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^token=;/);
    expect((await adminAuth().getUser(m.uid)).tokensValidAfterTime).toBeTruthy();
    await expectEveryDoorShut(m);
    // A new sign-in later works again.
    await nextSecond();
    await expectSignedIn({ ...m, cookie: await signSession({ uid: m.uid, email: m.email, admin: false }, secret) });
  });

  it('"sign out on all devices" without a live session or ID token is refused and revokes nothing', async () => {
    const m = await signedInMember('stranger');
    const before = (await adminAuth().getUser(m.uid)).tokensValidAfterTime;
    await nextSecond();
    const res = await sessionDelete(
      new NextRequest('http://localhost:3000/api/session?scope=all', { method: 'DELETE', headers: { origin: 'http://localhost:3000' } }),
    );
    expect(res.status).toBe(401);
    expect((await adminAuth().getUser(m.uid)).tokensValidAfterTime).toBe(before);
    await expectSignedIn(m);
  });
});
