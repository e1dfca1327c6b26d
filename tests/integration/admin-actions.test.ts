import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jar as state } from './setup';

// The real actions against the Auth emulator and PGlite; only Next's request APIs are stubbed (./setup).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
// Each area's admin actions, in its own actions.ts (all through lib/auth/admin-action's adminAction).
const actions = {
  ...(await import('@/lib/admin/actions')),
  ...(await import('@/lib/lists/actions')),
  ...(await import('@/lib/campaigns/actions')),
  ...(await import('@/lib/newsletter/actions')),
  ...(await import('@/lib/email/actions')),
};
const { eq, sql } = await import('drizzle-orm');

let adminCookie: string;
let memberCookie: string;
let memberUid: string;
let campaignId: string;
let sendId: string;
const secret = [process.env.SESSION_SECRET!];

async function counts() {
  const d = await db();
  const n = async (t: Parameters<ReturnType<typeof d.select>['from']>[0]) =>
    ((await d.select({ n: sql<number>`count(*)::int` }).from(t)) as Array<{ n: number }>)[0]!.n;
  return {
    audit: await n(schema.auditLog),
    campaigns: await n(schema.codeCampaigns),
    deactivated: (
      (await d
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.codeCampaigns)
        .where(sql`${schema.codeCampaigns.deactivatedAt} is not null`)) as Array<{ n: number }>
    )[0]!.n,
    reasons: await n(schema.quitReasons),
    outbox: await n(schema.outbox),
    claims: JSON.stringify((await adminAuth().getUser(memberUid)).customClaims ?? {}),
  };
}

beforeAll(async () => {
  const auth = adminAuth();
  const stamp = Date.now();
  const admin = await auth.createUser({ email: `boss-${stamp}@example.test` });
  await auth.setCustomUserClaims(admin.uid, { admin: true });
  const member = await auth.createUser({ email: `plain-${stamp}@example.test`, emailVerified: true });
  memberUid = member.uid;
  adminCookie = await signSession({ uid: admin.uid, email: admin.email!, admin: true }, secret, Date.now() + 2000);
  memberCookie = await signSession({ uid: member.uid, email: member.email!, admin: false }, secret);
  const { createCampaign } = await import('@/lib/campaigns');
  campaignId = (
    await createCampaign(await db(), { name: 'Existing', grantDays: 7, validFrom: new Date(), validUntil: new Date(Date.now() + 86_400_000), count: 2 })
  ).campaign.id;
  const { createSend } = await import('@/lib/newsletter/send');
  ({ id: sendId } = await createSend(await db(), { subject: 'Spring news', body: 'A newsletter body.', locales: ['en-US'] }));
});

const valid = {
  setAdmin: () => actions.setAdminAction({ uid: memberUid, admin: true }),
  addAccount: () => actions.addAccountAction({ email: `new-${Date.now()}@example.test`, password: '', admin: true, locale: 'en-US' }),
  saveListItem: () => actions.saveListItemAction({ kind: 'quit-reasons', key: `k-${Date.now()}`, labels: { 'en-US': 'A reason' }, active: true }),
  moveListItem: () => actions.moveListItemAction({ kind: 'quit-reasons', id: 1, direction: 'down' }),
  createCampaign: () =>
    actions.createCampaignAction({ name: 'Spring', grantDays: 30, validFrom: '2026-01-01', validUntil: '2027-01-01', count: 10, key: crypto.randomUUID() }),
  deactivateCampaign: () => actions.setCampaignActiveAction({ id: campaignId, active: false }),
  sendNewsletter: () => actions.sendNewsletterAction({ subject: 'Hello', body: 'A newsletter body.', locales: ['en-US'], key: crypto.randomUUID() }),
  retryOutbox: () => actions.retryOutboxAction(),
  pauseSend: () => actions.controlSendAction({ id: sendId, action: 'pause' }),
};

describe('admin Server Actions check the admin claim on the server', () => {
  for (const [name, call] of Object.entries(valid)) {
    it(`${name}: refused for a stranger and for a signed-in non-admin, nothing changed`, async () => {
      const before = await counts();
      state.cookie = undefined;
      expect(await call()).toEqual({ status: 'forbidden' });
      state.cookie = memberCookie;
      expect(await call()).toEqual({ status: 'forbidden' });
      state.cookie = memberCookie.slice(0, -3) + 'abc'; // a tampered cookie is no better
      expect(await call()).toEqual({ status: 'forbidden' });
      expect(await counts()).toEqual(before);
    });
  }

  it('as admin: bad input is refused and changes nothing; good input works and is audited', async () => {
    state.cookie = adminCookie;
    const before = await counts();
    expect(await actions.createCampaignAction({ name: 'x', grantDays: 0, validFrom: 'soon', validUntil: '', count: -1 })).toEqual({ status: 'invalid' });
    expect(await actions.saveListItemAction({ kind: 'quit-reasons', key: 'BAD KEY', labels: {}, active: true })).toEqual({ status: 'invalid' });
    expect(await actions.sendNewsletterAction({ subject: '', body: '', locales: [] })).toEqual({ status: 'invalid' });
    expect(
      await actions.createCampaignAction({
        name: 'Prefixed',
        grantDays: 30,
        validFrom: '2026-01-01',
        validUntil: '2027-01-01',
        count: 10,
        prefix: 'TOO-LONG-PREFIX',
        key: crypto.randomUUID(),
      }),
    ).toEqual({ status: 'invalid' });
    expect(
      await actions.createCampaignAction({
        name: 'Odd length',
        grantDays: 30,
        validFrom: '2026-01-01',
        validUntil: '2027-01-01',
        count: 10,
        codeLength: 7,
        key: crypto.randomUUID(),
      }),
    ).toEqual({ status: 'invalid' });
    expect(await actions.setCampaignActiveAction({ id: 'not-a-uuid', active: false })).toEqual({ status: 'invalid' });
    expect(await actions.setCampaignActiveAction({ id: '00000000-0000-4000-8000-000000000000', active: false })).toEqual({ status: 'not-found' });
    // Renaming an item to another item's key is a conflict (it was an unhandled unique violation, a 500).
    const [first, second] = await (await db()).select().from(schema.quitReasons).orderBy(schema.quitReasons.id).limit(2);
    const rename = { kind: 'quit-reasons' as const, id: second!.id, key: first!.key, labels: second!.labels, active: second!.active };
    expect(await actions.saveListItemAction(rename)).toEqual({ status: 'conflict' });
    expect(await actions.saveListItemAction({ ...rename, id: 999_999, key: 'unused-key' })).toEqual({ status: 'not-found' });
    expect(await counts()).toEqual(before);
    expect((await (await db()).select().from(schema.quitReasons).where(eq(schema.quitReasons.id, second!.id)))[0]!.key).toBe(second!.key);

    expect((await valid.createCampaign()).status).toBe('ok');
    expect((await valid.saveListItem()).status).toBe('ok');
    expect((await valid.setAdmin()).status).toBe('ok');
    expect((await valid.deactivateCampaign()).status).toBe('ok');
    const after = await counts();
    expect(after.campaigns).toBe(before.campaigns + 1);
    expect(after.reasons).toBe(before.reasons + 1);
    expect(after.claims).toBe('{"admin":true}');
    expect(after.deactivated).toBe(before.deactivated + 1);
    expect(after.audit).toBe(before.audit + 4);
    const [last, previous] = await (
      await db()
    )
      .select()
      .from(schema.auditLog)
      .orderBy(sql`${schema.auditLog.id} desc`)
      .limit(2);
    expect(last).toMatchObject({ action: 'deactivate-campaign', detail: campaignId });
    expect(previous).toMatchObject({ action: 'grant-admin', targetUid: memberUid });
  });
});

describe('controlling a newsletter send', () => {
  it('pausing and cancelling are audited and read in words with the subject; a control that changes nothing writes no line', async () => {
    state.cookie = adminCookie;
    const { auditLines, parseAuditFilter } = await import('@/lib/admin/audit');
    const status = async () =>
      (
        (await (
          await db()
        )
          .select({ status: schema.newsletterSends.status })
          .from(schema.newsletterSends)
          .where(sql`${schema.newsletterSends.id} = ${sendId}`)) as Array<{ status: string }>
      )[0]!.status;
    expect(await actions.controlSendAction({ id: sendId, action: 'pause' })).toEqual({ status: 'ok', detail: sendId });
    expect(await status()).toBe('paused');
    const before = (await counts()).audit;
    expect(await actions.controlSendAction({ id: sendId, action: 'pause' })).toEqual({ status: 'conflict' });
    expect(await actions.controlSendAction({ id: 'not-a-uuid', action: 'cancel' })).toEqual({ status: 'invalid' });
    expect((await counts()).audit).toBe(before);
    expect(await actions.controlSendAction({ id: sendId, action: 'cancel' })).toEqual({ status: 'ok', detail: sendId });
    expect(await status()).toBe('cancelled');
    const { lines } = await auditLines(await db(), parseAuditFilter({ action: 'control-send' }));
    expect(lines.map((l) => [l.action, l.detail, l.sentence])).toEqual([
      ['cancel-send', sendId, { kind: 'cancel-send', values: { subject: 'Spring news' } }],
      ['pause-send', sendId, { kind: 'pause-send', values: { subject: 'Spring news' } }],
    ]);
  });

  it('a newsletter sent again with the same key (a retry after a lost answer, a double submit) is queued and audited once', async () => {
    state.cookie = adminCookie;
    const key = crypto.randomUUID();
    const input = { subject: `Once ${key}`, body: 'Only one of these.', locales: ['en-US' as const], key };
    const sends = async () => (await (await db()).select().from(schema.newsletterSends).where(eq(schema.newsletterSends.subject, input.subject))).length;
    const before = (await counts()).audit;
    const [first, second] = await Promise.all([actions.sendNewsletterAction(input), actions.sendNewsletterAction(input)]);
    expect(first).toMatchObject({ status: 'ok' });
    expect(second).toEqual(first);
    expect(await actions.sendNewsletterAction(input)).toEqual(first);
    expect(await sends()).toBe(1);
    expect((await counts()).audit).toBe(before + 1);
    // The same key with other text is refused (the form makes a new key for edited text).
    expect(await actions.sendNewsletterAction({ ...input, body: 'Something else.' })).toEqual({ status: 'conflict' });
    expect(await actions.sendNewsletterAction({ ...input, locales: ['en-US', 'de-DE'] })).toEqual({ status: 'conflict' });
    expect(await sends()).toBe(1);
    // The form makes a new key after each send: the same text again is a new newsletter.
    expect(await actions.sendNewsletterAction({ ...input, key: crypto.randomUUID() })).toMatchObject({ status: 'ok' });
    expect(await sends()).toBe(2);
    // Without a key, nothing is sent.
    expect(await actions.sendNewsletterAction({ subject: input.subject, body: input.body, locales: input.locales })).toEqual({ status: 'invalid' });
  });

  it('an admin account made on the team page is on the team list and audited', async () => {
    state.cookie = adminCookie;
    const email = `made-admin-${Date.now()}@example.test`;
    const made = await actions.addAccountAction({ email, password: 'a-long-password-1', admin: true, locale: 'en-US' });
    expect(made.status).toBe('ok');
    const uid = String((made as { detail: string }).detail);
    const team = await (await db()).select().from(schema.adminRoles).where(eq(schema.adminRoles.uid, uid));
    expect(team).toEqual([expect.objectContaining({ uid, email })]);
    const lines = await (await db()).select().from(schema.auditLog).where(eq(schema.auditLog.targetUid, uid));
    expect(lines.map((l) => l.action).sort()).toEqual(['create-account', 'grant-admin']);
  });

  it('an account made without a password gets an email in the chosen language with a link to set one on the page in that language', async () => {
    state.cookie = adminCookie;
    const email = `set-pass-${Date.now()}@example.test`;
    expect(await actions.addAccountAction({ email, password: '', admin: false, locale: 'pl-PL' })).toMatchObject({ status: 'ok' });
    const [mail] = await (await db()).select().from(schema.outbox).where(eq(schema.outbox.to, email));
    expect(mail).toMatchObject({ template: 'account-created', locale: 'pl-PL', subject: 'Twoje konto Exhale jest gotowe' });
    const link = new URL(/https?:\/\/\S+mode=resetPassword\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/pl/login');
    expect(link.searchParams.get('oobCode')).toMatch(/\S{20,}/);
  });

  it('when the set-password email cannot go out, the admin is told the account exists and how its owner gets in', async () => {
    state.cookie = adminCookie;
    const email = `no-mail-${Date.now()}@example.test`;
    const spy = vi.spyOn(adminAuth(), 'generatePasswordResetLink').mockRejectedValueOnce(new Error('identity provider down'));
    try {
      expect(await actions.addAccountAction({ email, password: '', admin: false, locale: 'en-US' })).toEqual({ status: 'created-no-email' });
    } finally {
      spy.mockRestore();
    }
    const user = await adminAuth().getUserByEmail(email);
    const lines = await (await db()).select().from(schema.auditLog).where(eq(schema.auditLog.targetUid, user.uid));
    expect(lines.map((l) => l.action)).toEqual(['create-account']);
  });

  it('the audit log pages: newest first, whether older lines follow, a bad page number counts as the first', async () => {
    const { auditLines, parseAuditFilter } = await import('@/lib/admin/audit');
    const page = async (log?: string) => auditLines(await db(), parseAuditFilter({ action: 'control-send', ...(log ? { log } : {}) }), 1);
    const first = await page();
    expect([first.page, first.more, first.lines.map((l) => l.action)]).toEqual([1, true, ['cancel-send']]);
    const second = await page('2');
    expect([second.page, second.more, second.lines.map((l) => l.action)]).toEqual([2, false, ['pause-send']]);
    expect((await page('3')).lines).toEqual([]);
    for (const bad of ['0', '-1', 'abc', '99999999999999999999']) expect((await page(bad)).lines.map((l) => l.action)).toEqual(['cancel-send']);
  });
});

describe('creating a campaign carries an idempotency key', () => {
  const spring = { name: 'Twice sent', grantDays: 30, validFrom: '2026-01-01', validUntil: '2027-01-01', count: 25 };

  it('the same key twice (a double submit, a retry) makes one campaign with its codes, and both answers name it', async () => {
    state.cookie = adminCookie;
    const before = await counts();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([actions.createCampaignAction({ ...spring, key }), actions.createCampaignAction({ ...spring, key })]);
    const third = await actions.createCampaignAction({ ...spring, key });
    expect(first).toMatchObject({ status: 'ok' });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const after = await counts();
    expect(after.campaigns).toBe(before.campaigns + 1);
    expect(after.audit).toBe(before.audit + 1);
    const id = String(first.status === 'ok' ? first.detail : '');
    const [row] = await (
      await db()
    )
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.codes)
      .where(sql`${schema.codes.campaignId} = ${id}`);
    expect(row!.n).toBe(25);
  });

  it('a missing or malformed key is refused as invalid and writes nothing', async () => {
    state.cookie = adminCookie;
    const before = await counts();
    for (const key of [undefined, '', 'not-a-uuid', 42, '00000000-0000-0000-0000-00000000000g'])
      expect(await actions.createCampaignAction({ ...spring, key })).toEqual({ status: 'invalid' });
    expect(await counts()).toEqual(before);
  });
});
