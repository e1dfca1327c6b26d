import { afterEach, describe, expect, it, vi } from 'vitest';
import { jar, signIn } from './setup';

// The member's space: the web (Server Actions of /account) and the app (the callable API) start
// challenges and issue certificates through one function per action, so both make the same rows.
// The real actions, callables and queries against the Auth emulator and PGlite; only Next's request
// APIs are stubbed (the cookie jar holds the session cookie).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { NextRequest } = await import('next/server');
const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { handleCall } = await import('@/lib/compose/call-handler');
const { createChallengeAction, renewInviteAction, revokeInvitesAction } = await import('@/lib/challenges/actions');
const { createCertificateAction } = await import('@/lib/certificates/actions');
const { confirmAddressAction, confirmNewAddressAction, subscribeNewsletterAction, unsubscribeNewsletterAction } = await import('@/lib/account/actions');
const { accountOverview, sendAddressConfirmation } = await import('@/lib/account');
const { forgetAccount } = await import('@/lib/auth/live');
const { joinChallenge, viewInvite } = await import('@/lib/challenges');

afterEach(() => {
  jar.cookie = undefined;
});

/** A member signed in on the web (cookie) and in the app (ID token). */
async function member(tag: string, emailVerified = true) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'account-pass-123';
  const user = await adminAuth().createUser({ email, password, displayName: tag, emailVerified });
  // tokensValidAfterTime has a resolution of one second: sign in and issue the cookie in a later second.
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
  const { idToken } = await signIn(email, password);
  const cookie = await signSession({ uid: user.uid, email, admin: false }, [process.env.SESSION_SECRET!]);
  return { uid: user.uid, email, idToken, cookie, session: { uid: user.uid, email, admin: false, issuedAt: Math.floor(Date.now() / 1000) } };
}

async function call(name: string, idToken: string, data: unknown) {
  const res = await handleCall(
    new NextRequest(`http://localhost:3000/api/fn/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    }),
    name,
  );
  return { status: res.status, body: (await res.json()) as { result?: Record<string, string>; error?: unknown } };
}

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

describe('what /account shows a member', () => {
  it('the owner sees the working invitation link again, friends who joined, and can withdraw it and make a new one', async () => {
    const owner = await member('Lead');
    jar.cookie = owner.cookie;
    const made = (await createChallengeAction({ days: 30, startsOn: '2026-11-01' }, 'en-US')) as { status: 'ok'; challengeId: string; invitePath: string };
    const token = made.invitePath.split('/').pop()!;
    const d = await db();
    expect(await joinChallenge(d, token, { uid: 'friend-uid', name: 'Friend' })).toBe('ok');

    let view = await accountOverview(d, owner.session, null, new Date('2026-11-10T12:00:00Z'));
    expect(view.challenges).toHaveLength(1);
    expect(view.challenges[0]).toMatchObject({ owner: true, inviteToken: token, participants: [{ name: 'Lead' }, { name: 'Friend' }] });

    // The friend sees the challenge too, without the link.
    const friendView = await accountOverview(d, { uid: 'friend-uid', email: null, admin: false, issuedAt: 0 }, null);
    expect(friendView.challenges[0]).toMatchObject({ owner: false, inviteToken: null });

    // Someone else cannot withdraw it.
    const stranger = await member('Stranger');
    jar.cookie = stranger.cookie;
    expect(await revokeInvitesAction(made.challengeId)).toEqual({ status: 'not-found' });
    expect((await viewInvite(d, token)).status).toBe('ok');

    jar.cookie = owner.cookie;
    expect(await revokeInvitesAction(made.challengeId)).toEqual({ status: 'ok' });
    expect((await viewInvite(d, token)).status).toBe('revoked');
    view = await accountOverview(d, owner.session, null);
    expect(view.challenges[0]!.inviteToken).toBeNull();

    expect(await renewInviteAction(made.challengeId)).toEqual({ status: 'ok' });
    view = await accountOverview(d, owner.session, null);
    const fresh = view.challenges[0]!.inviteToken!;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(token);
    expect((await viewInvite(d, fresh)).status).toBe('ok');
  });

  it('progress counts from the certificate date; empty lists for a new member; the newsletter in one click each way', async () => {
    const m = await member('Fresh');
    const d = await db();
    const empty = await accountOverview(d, m.session, null);
    expect(empty).toMatchObject({ progress: { status: 'no-quit-date' }, tests: [], motivations: [], certificates: [], challenges: [], newsletter: null });

    jar.cookie = m.cookie;
    await createCertificateAction({ name: 'Fresh', since: '2026-11-01', milestone: '1-week', showDays: true }, 'en-US');
    const later = await accountOverview(d, m.session, { price: 10, size: 20 }, new Date('2026-11-11T09:00:00Z'));
    expect(later.progress).toMatchObject({ status: 'smoke-free', days: 10, source: 'certificate', cigarettes: null, missing: ['cigarettes'] });

    expect(await subscribeNewsletterAction('de-DE')).toEqual({ status: 'ok' });
    expect((await accountOverview(d, m.session, null)).newsletter).toEqual({ status: 'pending', locale: 'de-DE' });
    const mails = await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email.toLowerCase()));
    expect(mails.map((x) => x.template)).toEqual(['subscribe-verify']);
    expect(await unsubscribeNewsletterAction()).toEqual({ status: 'ok' });
    expect((await accountOverview(d, m.session, null)).newsletter).toEqual({ status: 'unsubscribed', locale: 'de-DE' });
  });

  it("an account that only claims an address (not verified) neither sees nor ends that address's subscription", async () => {
    const d = await db();
    const owner = await member('verified-subscriber');
    jar.cookie = owner.cookie;
    expect(await subscribeNewsletterAction('en-US')).toEqual({ status: 'ok' });
    // Someone registers the same address without proving it (password sign-up sends no confirmation).
    await adminAuth().deleteUser(owner.uid);
    const claimer = await member('claimer', false);
    await adminAuth().updateUser(claimer.uid, { email: owner.email });
    const session = { ...claimer.session, email: owner.email };
    jar.cookie = await signSession({ uid: claimer.uid, email: owner.email, admin: false }, [process.env.SESSION_SECRET!]);
    expect((await accountOverview(d, session, null)).newsletter).toBeNull();
    expect(await unsubscribeNewsletterAction()).toEqual({ status: 'ok' });
    // Nor can it subscribe the address here (and so link itself to it); the footer's form is for anyone.
    expect(await subscribeNewsletterAction('de-DE')).toEqual({ status: 'unverified' });
    expect(await accountOverview(d, session, null)).toMatchObject({ newsletter: null, emailVerified: false });
    const [row] = await d.select().from(schema.subscriptions).where(eq(schema.subscriptions.email, owner.email.toLowerCase()));
    expect(row).toMatchObject({ status: 'pending', uid: owner.uid });
    // Once the address is verified, it is theirs.
    await adminAuth().updateUser(claimer.uid, { emailVerified: true });
    forgetAccount(claimer.uid);
    expect((await accountOverview(d, session, null)).newsletter).toEqual({ status: 'pending', locale: 'en-US' });
  });

  it('a member with an ended subscription on /account and an active one for their verified address sees the active one', async () => {
    const d = await db();
    const m = await member('two-rows');
    const other = `two-rows-old-${Date.now()}@example.test`;
    // Subscribed through the footer long ago, with the address the account has now.
    await d.insert(schema.subscriptions).values({
      email: m.email.toLowerCase(),
      locale: 'it-IT',
      status: 'active',
      unsubscribeTokenHash: `h-${Date.now()}`,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    // Later the member subscribed on /account under an earlier address and ended it: the newer row.
    await d
      .insert(schema.subscriptions)
      .values({ email: other, locale: 'de-DE', status: 'unsubscribed', uid: m.uid, unsubscribeTokenHash: `h2-${Date.now()}` });
    expect((await accountOverview(d, m.session, null)).newsletter).toEqual({ status: 'active', locale: 'it-IT' });
  });

  it('a member with an unconfirmed address gets a link in their language that confirms it; then the newsletter is theirs to manage', async () => {
    const d = await db();
    const m = await member('confirm', false);
    jar.cookie = m.cookie;
    expect(await confirmAddressAction('de-DE')).toEqual({ status: 'ok' });
    const [mail] = await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email));
    expect(mail).toMatchObject({ template: 'confirm-address', locale: 'de-DE', uid: m.uid, subject: 'Bestätige deine E-Mail-Adresse für Exhale' });
    expect(mail!.text).toContain(`bitte bestätige, dass ${m.email} die E-Mail-Adresse deines Exhale-Kontos ist.`);
    const link = new URL(/https?:\/\/\S+mode=verifyEmail\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/de/login');
    // The link's page hands its code to the identity provider (the browser's applyActionCode).
    const applied = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: link.searchParams.get('oobCode') }),
    });
    expect(applied.status).toBe(200);
    // /account sees it at once (the cached record of a moment ago said "not verified").
    expect(await accountOverview(d, m.session, null)).toMatchObject({ emailVerified: true, newsletter: null });
    expect(await subscribeNewsletterAction('de-DE')).toEqual({ status: 'ok' });
    // Nothing left to confirm: the page was out of date, and no second email goes out.
    expect(await confirmAddressAction('de-DE')).toEqual({ status: 'stale' });
    expect((await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email))).map((x) => x.template).sort()).toEqual([
      'confirm-address',
      'subscribe-verify',
    ]);
  });

  it('confirmation links: three an hour per account, bad input and signed-out callers get nothing', async () => {
    const d = await db();
    const m = await member('confirm-limit', false);
    jar.cookie = m.cookie;
    expect(await confirmAddressAction('xx-XX')).toEqual({ status: 'invalid' });
    for (let i = 0; i < 3; i++) expect(await confirmAddressAction('en-US')).toEqual({ status: 'ok' });
    expect(await confirmAddressAction('en-US')).toEqual({ status: 'rate-limited' });
    expect(await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email))).toHaveLength(3);
    jar.cookie = undefined;
    expect(await confirmAddressAction('en-US')).toEqual({ status: 'signed-out' });
  });

  it("registration's confirmation email is sent in the page's language and counts toward the account's three an hour", async () => {
    const d = await db();
    const m = await member('confirm-signup', false);
    jar.cookie = m.cookie;
    expect(await confirmNewAddressAction('it-IT')).toEqual({ status: 'ok' });
    const [mail] = await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email));
    expect(mail).toMatchObject({ template: 'confirm-address', locale: 'it-IT' });
    expect(mail!.text).toMatch(/\/it\/login\?mode=verifyEmail&oobCode=/);
    for (let i = 0; i < 2; i++) expect(await confirmAddressAction('en-US')).toEqual({ status: 'ok' });
    expect(await confirmAddressAction('en-US')).toEqual({ status: 'rate-limited' });
    expect(await confirmNewAddressAction('en-US')).toEqual({ status: 'rate-limited' });
    expect(await confirmNewAddressAction('xx-XX')).toEqual({ status: 'invalid' });
    jar.cookie = undefined;
    expect(await confirmNewAddressAction('en-US')).toEqual({ status: 'signed-out' });
  });

  it("a registration's own allowance per client address is honoured only for an account made in the last ten minutes", async () => {
    const d = await db();
    const ip = '192.0.2.77';
    const fresh = async (tag: string) => {
      const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
      const user = await adminAuth().createUser({ email, password: 'account-pass-123', emailVerified: false });
      return { uid: user.uid, email, admin: false, issuedAt: Math.floor(Date.now() / 1000) };
    };
    // The button's 10 an hour from this address, spent by four accounts (3 an hour each).
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      const session = await fresh(`ip-button-${i}`);
      for (let j = 0; j < 3 && sent.length < 10; j++) sent.push(await sendAddressConfirmation(d, session, 'en-US', ip));
    }
    expect(sent).toEqual(Array(10).fill('ok'));
    expect(await sendAddressConfirmation(d, await fresh('ip-button-late'), 'en-US', ip)).toBe('rate-limited');
    // A registration from the same address has an allowance of its own…
    expect(await sendAddressConfirmation(d, await fresh('ip-signup'), 'en-US', ip, { signUp: true })).toBe('ok');
    // …which an account made more than ten minutes ago cannot claim.
    expect(await sendAddressConfirmation(d, await fresh('ip-signup-old'), 'en-US', ip, { signUp: true }, Date.now() + 11 * 60_000)).toBe('rate-limited');
  });

  it('a member whose address is not verified yet is sent to the footer form, and nothing is stored', async () => {
    const d = await db();
    const m = await member('unverified', false);
    jar.cookie = m.cookie;
    expect(await accountOverview(d, m.session, null)).toMatchObject({ newsletter: null, emailVerified: false });
    expect(await subscribeNewsletterAction('fr-FR')).toEqual({ status: 'unverified' });
    expect(await d.select().from(schema.subscriptions).where(eq(schema.subscriptions.email, m.email.toLowerCase()))).toEqual([]);
    expect(await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email.toLowerCase()))).toEqual([]);
  });
});
