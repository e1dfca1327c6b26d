import { afterEach, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { member } from './members';

// What /account shows a member: their invitations, progress, newsletter and address confirmation.
// The real actions, callables and queries against the Auth emulator and PGlite; only Next's request
// APIs are stubbed (the cookie jar holds the session cookie).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { createChallengeAction, renewInviteAction, revokeInvitesAction } = await import('@/lib/challenges/actions');
const { createCertificateAction } = await import('@/lib/certificates/actions');
const { confirmAddressAction, confirmNewAddressAction, subscribeNewsletterAction, unsubscribeNewsletterAction } = await import('@/lib/account/actions');
const { accountOverview, sendAddressConfirmation } = await import('@/lib/account');
const { forgetAccount } = await import('@/lib/auth/live');
const { joinChallenge, viewInvite } = await import('@/lib/challenges');

afterEach(() => {
  jar.cookie = undefined;
});

/** A member whose address is not confirmed yet, signed in on the web (the cookie jar holds their session). */
async function unconfirmedMember(tag: string) {
  const m = await member(tag, { emailVerified: false });
  jar.cookie = m.cookie;
  return m;
}

/** The outbox's messages to an address (embedded mode: the local mailbox). */
const mailsTo = async (to: string) => (await db()).select().from(schema.outbox).where(eq(schema.outbox.to, to));

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
    const claimer = await member('claimer', { emailVerified: false });
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
    const m = await unconfirmedMember('confirm');
    expect(await confirmAddressAction('de-DE')).toEqual({ status: 'ok' });
    const [mail] = await mailsTo(m.email);
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
    expect((await mailsTo(m.email)).map((x) => x.template).sort()).toEqual(['confirm-address', 'subscribe-verify']);
  });

  it('confirmation links: three an hour per account, bad input and signed-out callers get nothing', async () => {
    const m = await unconfirmedMember('confirm-limit');
    expect(await confirmAddressAction('xx-XX')).toEqual({ status: 'invalid' });
    for (let i = 0; i < 3; i++) expect(await confirmAddressAction('en-US')).toEqual({ status: 'ok' });
    expect(await confirmAddressAction('en-US')).toEqual({ status: 'rate-limited' });
    expect(await mailsTo(m.email)).toHaveLength(3);
    jar.cookie = undefined;
    expect(await confirmAddressAction('en-US')).toEqual({ status: 'signed-out' });
  });

  it("registration's confirmation email is sent in the page's language and counts toward the account's three an hour", async () => {
    const m = await unconfirmedMember('confirm-signup');
    expect(await confirmNewAddressAction('it-IT')).toEqual({ status: 'ok' });
    const [mail] = await mailsTo(m.email);
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
    const m = await unconfirmedMember('unverified');
    expect(await accountOverview(d, m.session, null)).toMatchObject({ newsletter: null, emailVerified: false });
    expect(await subscribeNewsletterAction('fr-FR')).toEqual({ status: 'unverified' });
    expect(await d.select().from(schema.subscriptions).where(eq(schema.subscriptions.email, m.email.toLowerCase()))).toEqual([]);
    expect(await d.select().from(schema.outbox).where(eq(schema.outbox.to, m.email.toLowerCase()))).toEqual([]);
  });
});
