import { afterEach, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { call, member } from './members';
import { NOW, plan } from './challenge-fixtures';

// Challenges people do together (issue #34): participants see each other's check-in state today, by
// the name each chose and nothing else of them; the owner sees who has not checked in; anyone leaves,
// the owner removes. The real Server Actions, callables and queries against the Auth emulator and
// PGlite; only Next's request APIs are stubbed (the cookie jar holds the session cookie). One fixed
// moment for the time zones: 23:30 UTC on 28 November is already the 29th in Tokyo, still the 28th in
// New York and in UTC.
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { db } = await import('@/lib/db');
const { savePlan } = await import('@/lib/journey/queries');
const { checkInFor } = await import('@/lib/journey');
const { challengeTogether, memberChallenges, viewInvite, joinChallenge } = await import('@/lib/challenges');
const { participantRef } = await import('@/lib/challenges/together');
const actions = await import('@/lib/challenges/actions');
const { WRITE_LIMITS } = await import('@/lib/security/write-limits');

type Member = Awaited<ReturnType<typeof member>>;

afterEach(() => {
  jar.cookie = undefined;
});

const as = (m: Member) => {
  jar.cookie = m.cookie;
};
const checkIn = async (m: Member, day: string, smokeFree: boolean) =>
  expect(
    await checkInFor(
      await db(),
      m.uid,
      { day, smokeFree, slips: smokeFree ? 0 : 2, craving: 7, triggers: ['coffee'], mood: 'low', note: `private note of ${m.email}` },
      0,
      NOW,
    ),
  ).toMatchObject({ status: 'ok' });

/** Ana (Los Angeles) owns a 30-day challenge from 20 November; Ben (Tokyo), Cleo (New York) and Dan (no plan: UTC) join. */
async function together() {
  const [ana, ben, cleo, dan, stranger] = await Promise.all(['Ana', 'Ben', 'Cleo', 'Dan', 'Stranger'].map((tag) => member(tag)));
  const d = await db();
  await savePlan(d, ana!.uid, plan('America/Los_Angeles'));
  await savePlan(d, ben!.uid, plan('Asia/Tokyo'));
  await savePlan(d, cleo!.uid, plan('America/New_York'));
  as(ana!);
  const made = await actions.createChallengeAction({ days: 30, startsOn: '2026-11-20' }, 'en-US');
  if (made.status !== 'ok') throw new Error(`the challenge was not made: ${made.status}`);
  const token = made.invitePath.split('/').pop()!;
  for (const m of [ben!, cleo!, dan!]) {
    as(m);
    expect(await actions.joinChallengeAction(token, made.invitePath)).toEqual({ status: 'ok' });
  }
  // Ben: smoke-free on his today (the 29th in Tokyo) and the two days before; once before the challenge began.
  await checkIn(ben!, '2026-11-29', true);
  await checkIn(ben!, '2026-11-28', true);
  await checkIn(ben!, '2026-11-27', true);
  await checkIn(ben!, '2026-11-10', true);
  // Cleo: a slip on her today (the 28th in New York), smoke-free the day before.
  await checkIn(cleo!, '2026-11-28', false);
  await checkIn(cleo!, '2026-11-27', true);
  return { ana: ana!, ben: ben!, cleo: cleo!, dan: dan!, stranger: stranger!, id: made.challengeId, token };
}

const challenge = (id: string, owner: boolean) => ({ id, ownerName: 'Ana', days: 30, startsOn: '2026-11-20', lastDay: '2026-12-19', owner });
const ref = expect.stringMatching(/^[A-Za-z0-9_-]{22}$/);

describe('a challenge done together', () => {
  it('each participant sees the others by chosen name and today’s state in their own time zone, and nothing else of them', async () => {
    const { ana, ben, cleo, dan, id } = await together();
    const d = await db();
    const seenBy = async (m: Member) => challengeTogether(d, id, m.uid, NOW);

    // Ben is not the owner: names and states only, the group's smoke-free days, no list of who is missing.
    expect(await seenBy(ben)).toEqual({
      challenge: challenge(id, false),
      participants: [
        { name: 'Ana', today: 'none', you: false },
        { name: 'Ben', today: 'smoke-free', you: true },
        { name: 'Cleo', today: 'slip', you: false },
        { name: 'Dan', today: 'none', you: false },
      ],
      // Ben's 27th, 28th and 29th and Cleo's 27th; not Ben's 10th (before the start) nor Cleo's slip.
      smokeFreeDays: 4,
      notCheckedIn: null,
    });
    // The owner sees the same states, a handle to remove each other person, and who has not checked in.
    const owner = await seenBy(ana);
    expect(owner).toEqual({
      challenge: challenge(id, true),
      participants: [
        { name: 'Ana', today: 'none', you: true },
        { name: 'Ben', today: 'smoke-free', you: false, ref },
        { name: 'Cleo', today: 'slip', you: false, ref },
        { name: 'Dan', today: 'none', you: false, ref },
      ],
      smokeFreeDays: 4,
      notCheckedIn: ['Dan'],
    });
    // Nothing of another person travels: no uid, address, note, craving, trigger or mood, for anyone.
    for (const m of [ana, ben, cleo, dan]) {
      const json = JSON.stringify(await seenBy(m));
      for (const other of [ana, ben, cleo, dan]) {
        expect(json).not.toContain(other.uid);
        expect(json).not.toContain(other.email);
      }
      expect(json).not.toMatch(/private note|coffee|\blow\b|craving|slips|mood|triggers/);
    }
    // /account's list is the same view.
    const [onAccount] = await memberChallenges(d, cleo.uid, NOW);
    expect(onAccount).toMatchObject({ owner: false, smokeFreeDays: 4, notCheckedIn: null, participants: (await seenBy(cleo))!.participants });
    expect(Object.keys(onAccount!.participants[0]!).sort()).toEqual(['name', 'today', 'you']);

    // An hour later it is the 29th in UTC: Dan (no plan) and the states follow each person's own day.
    const later = await challengeTogether(d, id, ben.uid, new Date('2026-11-29T05:30:00Z'));
    expect(later!.participants.map((p) => p.today)).toEqual(['none', 'smoke-free', 'none', 'none']);
  });

  it('the app’s getChallenge answers the same view; a stranger and bad ids get NOT_FOUND or INVALID_ARGUMENT', async () => {
    const { ben, stranger, id } = await together();
    const got = await call<Record<string, unknown>>('getChallenge', ben.idToken, { id });
    expect(got.status).toBe(200);
    expect(got.body.result).toEqual({ ...(await challengeTogether(await db(), id, ben.uid)) });
    expect(Object.keys(got.body.result!).sort()).toEqual(['challenge', 'notCheckedIn', 'participants', 'smokeFreeDays']);
    for (const [who, data, status] of [
      [stranger, { id }, 404],
      [ben, { id: '00000000-0000-4000-8000-000000000000' }, 404],
      [ben, { id: 'not-an-id' }, 400],
      // A body over the API's cap is refused before it is read.
      [ben, { id: 'x'.repeat(100_000) }, 413],
    ] as const) {
      expect((await call('getChallenge', who.idToken, data)).status).toBe(status);
    }
    expect(await challengeTogether(await db(), id, stranger.uid)).toBeNull();
  });

  it('a participant leaves; the owner cannot leave; a stranger’s leave is refused; nothing else changes', async () => {
    const { ana, ben, cleo, stranger, id } = await together();
    const d = await db();
    as(cleo);
    expect(await actions.leaveChallengeAction(id)).toEqual({ status: 'ok' });
    expect(await challengeTogether(d, id, cleo.uid, NOW)).toBeNull();
    expect(await memberChallenges(d, cleo.uid, NOW)).toEqual([]);
    const view = await challengeTogether(d, id, ben.uid, NOW);
    expect(view!.participants.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Dan']);
    // Her smoke-free day left with her.
    expect(view!.smokeFreeDays).toBe(3);
    // Again: she is no longer in it.
    expect(await actions.leaveChallengeAction(id)).toEqual({ status: 'not-found' });

    as(ana);
    expect(await actions.leaveChallengeAction(id)).toEqual({ status: 'owner' });
    const owner = await call('leaveChallenge', ana.idToken, { id });
    expect([owner.status, owner.body.error?.status]).toEqual([400, 'FAILED_PRECONDITION']);
    as(stranger);
    expect(await actions.leaveChallengeAction(id)).toEqual({ status: 'not-found' });
    expect(await actions.leaveChallengeAction('not-a-uuid')).toEqual({ status: 'invalid' });
    expect((await call('leaveChallenge', stranger.idToken, { id })).status).toBe(404);
    expect((await challengeTogether(d, id, ana.uid, NOW))!.participants.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Dan']);

    // The app: Ben leaves too.
    const left = await call('leaveChallenge', ben.idToken, { id });
    expect([left.status, left.body.result]).toEqual([200, { left: true }]);
    expect((await challengeTogether(d, id, ana.uid, NOW))!.participants.map((p) => p.name)).toEqual(['Ana', 'Dan']);
  });

  it('the owner removes a participant, whose old invitation no longer lets them back; nobody else can remove anyone', async () => {
    const { ana, ben, cleo, dan, stranger, id, token } = await together();
    const d = await db();
    const names = async () => (await challengeTogether(d, id, ana.uid, NOW))!.participants.map((p) => p.name);
    const handles = (await challengeTogether(d, id, ana.uid, NOW))!.participants;
    const danRef = handles.find((p) => p.name === 'Dan')!.ref!;

    // A participant, or a stranger, cannot remove anyone, with a real handle or the owner's.
    for (const m of [ben, stranger]) {
      as(m);
      expect(await actions.removeParticipantAction(id, danRef)).toEqual({ status: 'not-found' });
      expect(await actions.removeParticipantAction(id, participantRef(id, ana.uid))).toEqual({ status: 'not-found' });
      const r = await call('removeParticipant', m.idToken, { id, participant: danRef });
      expect([r.status, r.body.error?.status]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await names()).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);

    as(ana);
    // Bad input: refused, nothing changes.
    for (const bad of [
      [id, 'x'],
      [id, 'A'.repeat(100_000)],
      ['not-a-uuid', danRef],
      [id, ben.uid],
      [id, null],
    ] as const) {
      expect(await actions.removeParticipantAction(...(bad as unknown as [string, string]))).toEqual({ status: 'invalid' });
    }
    // The owner cannot remove themselves (the handle is never shown, even if guessed), nor someone by another challenge's handle.
    expect(await actions.removeParticipantAction(id, participantRef(id, ana.uid))).toEqual({ status: 'owner' });
    expect(await actions.removeParticipantAction(id, participantRef('00000000-0000-4000-8000-000000000000', dan.uid))).toEqual({ status: 'stale' });
    expect(await names()).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);

    expect(await actions.removeParticipantAction(id, danRef)).toEqual({ status: 'ok' });
    expect(await names()).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(await challengeTogether(d, id, dan.uid, NOW)).toBeNull();
    expect(await memberChallenges(d, dan.uid, NOW)).toEqual([]);
    // Removing again is out of date, not an error; the link Dan had is withdrawn, a new one works.
    expect(await actions.removeParticipantAction(id, danRef)).toEqual({ status: 'stale' });
    expect((await viewInvite(d, token)).status).toBe('revoked');
    expect(await joinChallenge(d, token, { uid: dan.uid, name: 'Dan' })).toBe('revoked');
    const [mine] = await memberChallenges(d, ana.uid, NOW);
    expect(mine!.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mine!.inviteToken).not.toBe(token);

    // The app: the owner removes Cleo by her handle.
    const cleoRef = handles.find((p) => p.name === 'Cleo')!.ref!;
    const removed = await call('removeParticipant', ana.idToken, { id, participant: cleoRef });
    expect([removed.status, removed.body.result]).toEqual([200, { removed: true }]);
    expect(await names()).toEqual(['Ana', 'Ben']);
    expect(await challengeTogether(d, id, cleo.uid, NOW)).toBeNull();
  });

  it('the owner deletes the challenge for everyone; nobody else can', async () => {
    const { ana, ben, id } = await together();
    const d = await db();
    as(ben);
    expect(await actions.deleteChallengeAction(id)).toEqual({ status: 'not-found' });
    expect((await call('deleteChallenge', ben.idToken, { id })).status).toBe(404);
    expect(await challengeTogether(d, id, ben.uid, NOW)).not.toBeNull();
    as(ana);
    expect(await actions.deleteChallengeAction(id)).toEqual({ status: 'ok' });
    expect(await memberChallenges(d, ben.uid, NOW)).toEqual([]);
    expect(await memberChallenges(d, ana.uid, NOW)).toEqual([]);
  });

  it(`leaving, removing and deleting: ${WRITE_LIMITS.challengeMembers.points} an hour per account, web and app on one counter; then refused and nothing changes`, async () => {
    const { ana, ben, id } = await together();
    const nowhere = '00000000-0000-4000-8000-000000000000';
    as(ben);
    // Valid calls count, whatever they find; the app's call spends the same allowance.
    const answers = [];
    for (let i = 0; i < WRITE_LIMITS.challengeMembers.points - 1; i++) answers.push(await actions.leaveChallengeAction(nowhere));
    expect(answers).toEqual(Array(WRITE_LIMITS.challengeMembers.points - 1).fill({ status: 'not-found' }));
    expect((await call('leaveChallenge', ben.idToken, { id: nowhere })).status).toBe(404);
    expect(await actions.leaveChallengeAction(id)).toEqual({ status: 'rate-limited' });
    const app = await call('leaveChallenge', ben.idToken, { id });
    expect([app.status, app.body.error?.status]).toEqual([429, 'RESOURCE_EXHAUSTED']);
    expect((await challengeTogether(await db(), id, ana.uid, NOW))!.participants.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cleo', 'Dan']);
  });
});
