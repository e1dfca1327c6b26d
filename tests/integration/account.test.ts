import { afterEach, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { call, member } from './members';

// The member's space: the web (Server Actions of /account) and the app (the callable API) start
// challenges and issue certificates through one function per action, so both make the same rows.
// The real actions, callables and queries against the Auth emulator and PGlite; only Next's request
// APIs are stubbed (the cookie jar holds the session cookie).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { createChallengeAction } = await import('@/lib/challenges/actions');
const { createCertificateAction } = await import('@/lib/certificates/actions');
const { viewInvite } = await import('@/lib/challenges');

afterEach(() => {
  jar.cookie = undefined;
});

/** A row without what differs by nature between two rows (ids, times). */
const shape = <T extends Record<string, unknown>>(row: T, drop: string[]) => Object.fromEntries(Object.entries(row).filter(([k]) => !drop.includes(k)));

describe('the web and the app create the same rows (one function per action)', () => {
  it('a certificate issued on /account and one issued by the app are the same row, and each lands on its page in the language asked', async () => {
    const m = await member('Cert');
    const input = { name: 'Ana Ková', since: '2026-10-01', milestone: '1-month', showDays: false };
    jar.cookie = m.cookie;
    const web = await createCertificateAction(input, 'de-DE');
    expect(web).toMatchObject({ status: 'ok', path: expect.stringMatching(/^\/de\/certificate\/[A-Za-z0-9_-]{22}$/) });
    const app = await call('createCertificate', m.idToken, { ...input, locale: 'de-DE' });
    expect(app.status).toBe(200);
    expect(app.body.result!.url).toMatch(/\/de\/certificate\/[A-Za-z0-9_-]{22}$/);

    const rows = await (await db()).select().from(schema.certificates).where(eq(schema.certificates.uid, m.uid));
    expect(rows).toHaveLength(2);
    const [a, b] = rows.map((r) => shape(r, ['id', 'createdAt', 'updatedAt']));
    expect(a).toEqual(b);
    expect(a).toEqual({ uid: m.uid, name: 'Ana Ková', since: '2026-10-01', milestone: '1-month', showDays: false });
    expect(rows.map((r) => r.id).sort()).toEqual([(web as { id: string }).id, app.body.result!.id].sort());
  });

  it('the web and the app share one allowance of 30 certificates an hour per account', async () => {
    const m = await member('Many');
    const input = { name: 'Ana', since: '2026-10-01', milestone: '1-month', showDays: false };
    jar.cookie = m.cookie;
    expect(await createCertificateAction(input, 'en-US')).toMatchObject({ status: 'ok' });
    const app = [];
    for (let i = 0; i < 29; i++) app.push((await call('createCertificate', m.idToken, { ...input, locale: 'en-US' })).status);
    expect(app).toEqual(Array(29).fill(200));
    expect(await createCertificateAction(input, 'en-US')).toEqual({ status: 'rate-limited' });
    const over = await call('createCertificate', m.idToken, { ...input, locale: 'en-US' });
    expect([over.status, (over.body.error as { status?: string })?.status]).toEqual([429, 'RESOURCE_EXHAUSTED']);
    expect(await (await db()).select().from(schema.certificates).where(eq(schema.certificates.uid, m.uid))).toHaveLength(30);
  });

  it('a challenge started on /account and one started by the app make the same challenge, owner participation and working invitation', async () => {
    const m = await member('Owner');
    jar.cookie = m.cookie;
    const web = await createChallengeAction({ days: 21, startsOn: '2026-12-01' }, 'ru-RU');
    expect(web).toMatchObject({ status: 'ok', invitePath: expect.stringMatching(/^\/ru\/challenge-invite\/[A-Za-z0-9_-]{43}$/) });
    // The app names the owner itself; the web takes the account's display name (here the same).
    const app = await call('createChallenge', m.idToken, { days: 21, startsOn: '2026-12-01', name: 'Owner', locale: 'ru-RU' });
    expect(app.status).toBe(200);
    expect(app.body.result!.inviteUrl).toMatch(/\/ru\/challenge-invite\/[A-Za-z0-9_-]{43}$/);

    const d = await db();
    const challenges = await d.select().from(schema.challenges).where(eq(schema.challenges.uid, m.uid));
    expect(challenges).toHaveLength(2);
    const [a, b] = challenges.map((c) => shape(c, ['id', 'createdAt']));
    expect(a).toEqual(b);
    expect(a).toEqual({ uid: m.uid, ownerName: 'Owner', kind: 'smoke-free-days', days: 21, startsOn: '2026-12-01' });
    for (const c of challenges) {
      const people = await d.select().from(schema.challengeParticipants).where(eq(schema.challengeParticipants.challengeId, c.id));
      expect(people.map((p) => [p.uid, p.name])).toEqual([[m.uid, 'Owner']]);
      const invites = await d.select().from(schema.challengeInvites).where(eq(schema.challengeInvites.challengeId, c.id));
      expect(invites).toHaveLength(1);
      expect(invites[0]!.revokedAt).toBeNull();
    }
    // Both links work.
    for (const token of [(web as { invitePath: string }).invitePath.split('/').pop()!, app.body.result!.inviteUrl!.split('/').pop()!]) {
      expect((await viewInvite(d, token)).status).toBe('ok');
    }
  });

  it('bad input from the web writes nothing and says invalid; a signed-out caller is told so', async () => {
    const m = await member('Bad');
    expect(await createChallengeAction({ days: 21, startsOn: '2026-12-01' }, 'en-US')).toEqual({ status: 'signed-out' });
    jar.cookie = m.cookie;
    expect(await createChallengeAction({ days: 0, startsOn: '2026-12-01' }, 'en-US')).toEqual({ status: 'invalid' });
    expect(await createChallengeAction({ days: 7, startsOn: '2026-02-31' }, 'en-US')).toEqual({ status: 'invalid' });
    expect(await createChallengeAction({ days: 7, startsOn: '2026-12-01' }, 'xx-XX')).toEqual({ status: 'invalid' });
    expect(await createCertificateAction({ name: '  ', since: '2026-10-01', milestone: '1-month', showDays: true }, 'en-US')).toEqual({ status: 'invalid' });
    expect(await createCertificateAction({ name: 'A', since: '2026-10-01', milestone: '2-years', showDays: true }, 'en-US')).toEqual({ status: 'invalid' });
    const d = await db();
    expect(await d.select().from(schema.challenges).where(eq(schema.challenges.uid, m.uid))).toEqual([]);
    expect(await d.select().from(schema.certificates).where(eq(schema.certificates.uid, m.uid))).toEqual([]);
  });

  it('a member creates up to 30 certificates and 30 challenges an hour from the web; then is told to wait and nothing is made', async () => {
    const m = await member('Many');
    jar.cookie = m.cookie;
    const d = await db();
    const certificate = { name: 'Many', since: '2026-10-01', milestone: '1-month', showDays: true };
    for (let i = 0; i < 30; i++) expect(await createCertificateAction(certificate, 'en-US')).toMatchObject({ status: 'ok' });
    expect(await createCertificateAction(certificate, 'en-US')).toEqual({ status: 'rate-limited' });
    expect(await d.select().from(schema.certificates).where(eq(schema.certificates.uid, m.uid))).toHaveLength(30);
    // Bad input is not counted; challenges have their own count.
    expect(await createChallengeAction({ days: 0, startsOn: '2026-12-01' }, 'en-US')).toEqual({ status: 'invalid' });
    for (let i = 0; i < 30; i++) expect(await createChallengeAction({ days: 7, startsOn: '2026-12-01' }, 'en-US')).toMatchObject({ status: 'ok' });
    expect(await createChallengeAction({ days: 7, startsOn: '2026-12-01' }, 'en-US')).toEqual({ status: 'rate-limited' });
    expect(await d.select().from(schema.challenges).where(eq(schema.challenges.uid, m.uid))).toHaveLength(30);
  });
});
