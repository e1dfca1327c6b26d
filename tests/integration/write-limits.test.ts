import { afterEach, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { call, member } from './members';

// Every write a member can repeat has a limit per account (lib/security/write-limits.ts): the real
// Server Actions and callables, the Auth emulator, PGlite and the real in-memory limiters. Over the
// limit the action answers `rate-limited` (the page says Forms.tooManyRequests, tests/unit/limited-buttons),
// the callable 429 RESOURCE_EXHAUSTED, nothing throws and nothing changes.
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { createChallengeAction, joinChallengeAction, renewInviteAction, revokeInvitesAction } = await import('@/lib/challenges/actions');
const { createCertificateAction, updateCertificateAction } = await import('@/lib/certificates/actions');
const { unsubscribeNewsletterAction } = await import('@/lib/account/actions');
const { createChallenge } = await import('@/lib/challenges');
const { WRITE_LIMITS } = await import('@/lib/security/write-limits');

afterEach(() => {
  jar.cookie = undefined;
});

const LIMITED = { status: 'rate-limited' };

describe('a member’s repeatable writes are limited per account', () => {
  it(`renewing and withdrawing invitation links: ${WRITE_LIMITS.inviteLinks.points} an hour together, then rate-limited and the links stay as they are`, async () => {
    const owner = await member('Links');
    jar.cookie = owner.cookie;
    const made = (await createChallengeAction({ days: 7, startsOn: '2026-12-01' }, 'en-US')) as { challengeId: string };
    const invites = async () =>
      (await (await db()).select().from(schema.challengeInvites).where(eq(schema.challengeInvites.challengeId, made.challengeId))).map((i) => [
        i.tokenHash,
        i.revokedAt?.getTime() ?? null,
      ]);
    const answers = [];
    for (let i = 0; i < WRITE_LIMITS.inviteLinks.points; i++) answers.push(await (i % 2 ? renewInviteAction : revokeInvitesAction)(made.challengeId));
    expect(answers).toEqual(Array(WRITE_LIMITS.inviteLinks.points).fill({ status: 'ok' }));
    const before = await invites();
    expect(await renewInviteAction(made.challengeId)).toEqual(LIMITED);
    expect(await revokeInvitesAction(made.challengeId)).toEqual(LIMITED);
    expect(await invites()).toEqual(before);
    // Another member's allowance is their own.
    jar.cookie = (await member('Other')).cookie;
    expect(await revokeInvitesAction(made.challengeId)).toEqual({ status: 'not-found' });
  });

  it(`editing certificates: ${WRITE_LIMITS.certificateEdits.points} saves an hour, then rate-limited and the certificate is unchanged`, async () => {
    const m = await member('Edits');
    jar.cookie = m.cookie;
    const { id } = (await createCertificateAction({ name: 'Ana', since: '2026-01-01', milestone: '1-week', showDays: true }, 'en-US')) as { id: string };
    const edit = (n: number) => updateCertificateAction(id, { name: `Ana ${n}`, since: '2026-01-01', milestone: '1-week', showDays: true });
    const answers = [];
    for (let i = 0; i < WRITE_LIMITS.certificateEdits.points; i++) answers.push(await edit(i));
    expect(answers).toEqual(Array(WRITE_LIMITS.certificateEdits.points).fill({ status: 'ok' }));
    const row = async () => (await (await db()).select().from(schema.certificates).where(eq(schema.certificates.id, id)))[0]!;
    const before = await row();
    expect(before.name).toBe(`Ana ${WRITE_LIMITS.certificateEdits.points - 1}`);
    expect(await edit(999)).toEqual(LIMITED);
    expect(await row()).toEqual(before);
  });

  it(`joining challenges: ${WRITE_LIMITS.joins.points} an hour, then rate-limited and not among the participants`, async () => {
    const m = await member('Joiner');
    const d = await db();
    const tokens = [];
    for (let i = 0; i <= WRITE_LIMITS.joins.points; i++)
      tokens.push((await createChallenge(d, { uid: `host-${i}-${m.uid}`, name: 'Host' }, { days: 7, startsOn: '2026-12-01' })).inviteToken);
    jar.cookie = m.cookie;
    const answers = [];
    for (const token of tokens.slice(0, -1)) answers.push(await joinChallengeAction(token, `/challenge-invite/${token}`));
    expect(answers).toEqual(Array(WRITE_LIMITS.joins.points).fill({ status: 'ok' }));
    const last = tokens.at(-1)!;
    expect(await joinChallengeAction(last, `/challenge-invite/${last}`)).toEqual(LIMITED);
    const mine = await d.select().from(schema.challengeParticipants).where(eq(schema.challengeParticipants.uid, m.uid));
    expect(mine).toHaveLength(WRITE_LIMITS.joins.points);
  });

  it(`unsubscribing on /account: ${WRITE_LIMITS.newsletterUnsubscribes.points} an hour, then rate-limited and a subscription stays`, async () => {
    const m = await member('Unsub');
    jar.cookie = m.cookie;
    const answers = [];
    for (let i = 0; i < WRITE_LIMITS.newsletterUnsubscribes.points; i++) answers.push(await unsubscribeNewsletterAction());
    expect(answers).toEqual(Array(WRITE_LIMITS.newsletterUnsubscribes.points).fill({ status: 'ok' }));
    const d = await db();
    await d.insert(schema.subscriptions).values({ email: m.email, locale: 'en-US', status: 'active', unsubscribeTokenHash: `hash-${m.uid}`, uid: m.uid });
    expect(await unsubscribeNewsletterAction()).toEqual(LIMITED);
    const [row] = await d.select().from(schema.subscriptions).where(eq(schema.subscriptions.uid, m.uid));
    expect(row!.status).toBe('active');
  });

  it(`the app's onboarding steps: ${WRITE_LIMITS.onboardingSteps.points} an hour, then 429 RESOURCE_EXHAUSTED and nothing stored`, async () => {
    const m = await member('Steps');
    const step = () => call('recordOnboardingStep', m.idToken, { step: 'welcome', at: new Date().toISOString(), platform: 'android' });
    const answers = [];
    for (let i = 0; i < WRITE_LIMITS.onboardingSteps.points; i++) answers.push((await step()).status);
    expect(answers).toEqual(Array(WRITE_LIMITS.onboardingSteps.points).fill(200));
    const over = await step();
    expect([over.status, over.body.error?.status]).toEqual([429, 'RESOURCE_EXHAUSTED']);
    const stored = await (await db()).select().from(schema.onboardingEvents).where(eq(schema.onboardingEvents.uid, m.uid));
    expect(stored).toHaveLength(WRITE_LIMITS.onboardingSteps.points);
  });
});
