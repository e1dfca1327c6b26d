import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';

// The contact form and the support inbox (issue #35): the area's functions on PGlite and PostgreSQL,
// then the real Server Actions against the Auth emulator and the process database; only Next's
// request APIs are stubbed (./setup), with a client address the test chooses (the rate limits count by it).
const peer = vi.hoisted(() => ({ ip: '198.51.100.1' }));
vi.mock('next/headers', () => import('./setup').then((m) => ({ ...m.nextHeaders, headers: async () => new Headers({ 'x-exhale-peer-address': peer.ip }) })));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { eq, sql } = await import('drizzle-orm');
const { initializeApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { outbox } = await import('@/lib/email/tables');
const { supportRequests } = await import('@/lib/support/tables');
const { answerSupportRequest, submitSupportRequest, supportPage } = await import('@/lib/support');
const { deleteAccount, exportData } = await import('@/lib/compose/personal-data');
const { dbTargets, freshDbForBlock } = await import('./db-targets');
type Db = import('@/lib/db').Db;

const SITE = 'https://exhale.example';
const noMail = { transport: null, from: 'Exhale <hello@exhale.example>' };
const deps = (db: Db) => ({ db, siteUrl: SITE, mail: noMail });
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function mailsTo(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);
}

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`support requests on ${name}`, () => {
    let db: Db;
    freshDbForBlock(url!, (d) => void (db = d));

    it('a question is stored and its sender gets a receipt in their language, which never carries the question (the form cannot relay a stranger’s words)', async () => {
      const email = `ask-${stamp()}@example.test`;
      const id = await submitSupportRequest({ email, name: 'Anna', message: 'How do I reset my quit date?\nThanks', locale: 'de-DE' }, deps(db));
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
      expect(row).toMatchObject({ email, name: 'Anna', locale: 'de-DE', status: 'open', uid: null, answer: null, answeredAt: null });
      const [receipt, more] = await mailsTo(db, email);
      expect(more).toBeUndefined();
      expect(receipt).toMatchObject({ template: 'support-receipt', locale: 'de-DE', subject: 'Wir haben deine Nachricht erhalten' });
      expect(receipt!.text).toContain('so bald wie möglich');
      expect(receipt!.text).not.toContain('reset my quit date');
      expect(receipt!.html).not.toContain('reset my quit date');
    });

    it('an answer is mailed to the sender in their language, the question quoted, and the request is marked answered by whom and when', async () => {
      const email = `answer-${stamp()}@example.test`;
      const id = await submitSupportRequest({ email, message: 'Can I use Exhale offline?', locale: 'fr-FR' }, deps(db));
      const now = new Date('2026-12-07T10:00:00Z');
      expect(await answerSupportRequest({ id, answer: 'Yes, <b>mostly</b>.\nBest wishes', by: 'boss@example.test' }, { ...deps(db), now })).toBe('ok');
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
      expect(row).toMatchObject({ status: 'answered', answeredBy: 'boss@example.test', answer: 'Yes, <b>mostly</b>.\nBest wishes', answeredAt: now });
      const reply = (await mailsTo(db, email)).find((m) => m.template === 'support-answer');
      expect(reply).toMatchObject({ locale: 'fr-FR', subject: 'Notre réponse à ton message' });
      expect(reply!.text).toContain('Yes, <b>mostly</b>.\nBest wishes');
      expect(reply!.text).toContain('> Can I use Exhale offline?');
      // The answer is text: in the HTML part its markup is escaped, never markup.
      expect(reply!.html).toContain('Yes, &lt;b&gt;mostly&lt;/b&gt;.');
      expect(reply!.html).not.toContain('<b>mostly</b>');

      // Answered already (a second admin, a second click): no second answer goes out.
      expect(await answerSupportRequest({ id, answer: 'Another answer', by: 'other@example.test' }, deps(db))).toBe('conflict');
      expect((await mailsTo(db, email)).filter((m) => m.template === 'support-answer')).toHaveLength(1);
      expect(await answerSupportRequest({ id: crypto.randomUUID(), answer: 'Nobody', by: 'boss@example.test' }, deps(db))).toBe('not-found');
    });

    it('the inbox lists open requests first, newest first, then the answered ones', async () => {
      await db.delete(supportRequests);
      const at = (minutes: number) => new Date(Date.UTC(2026, 11, 7, 9, minutes));
      await db.insert(supportRequests).values([
        { email: 'a@example.test', locale: 'en-US', message: 'old open', createdAt: at(1) },
        { email: 'b@example.test', locale: 'en-US', message: 'new answered', createdAt: at(9), status: 'answered', answer: 'x', answeredAt: at(10) },
        { email: 'c@example.test', locale: 'en-US', message: 'new open', createdAt: at(5) },
      ]);
      const page = await supportPage(db, 1);
      expect(page.rows.map((r) => r.message)).toEqual(['new open', 'old open', 'new answered']);
      expect(page).toMatchObject({ total: 3, open: 2 });
      expect((await supportPage(db, 2)).rows).toEqual([]);
    });

    it("a member's export holds their questions (by uid and by their address); deleting the account removes them", async () => {
      const auth = getAuth(initializeApp({ projectId: 'demo-exhale' }, `support-${name}-${stamp()}`));
      const email = `member-${stamp()}@example.test`;
      const user = await auth.createUser({ email, password: 'secret-123', emailVerified: true });
      await submitSupportRequest({ email: `other-${stamp()}@example.test`, message: 'Sent while signed in.', locale: 'en-US', uid: user.uid }, deps(db));
      await submitSupportRequest({ email, message: 'Sent signed out from my address.', locale: 'en-US' }, deps(db));
      const stranger = await submitSupportRequest({ email: `stranger-${stamp()}@example.test`, message: 'Not theirs at all.', locale: 'en-US' }, deps(db));
      const exported = (await exportData({ uid: user.uid, email }, { db, auth })) as unknown as Record<string, Array<{ message: string }>>;
      expect(exported.supportRequests!.map((r) => r.message).sort()).toEqual(['Sent signed out from my address.', 'Sent while signed in.']);
      const ids = async () =>
        (await db.select({ id: supportRequests.id, message: supportRequests.message }).from(supportRequests)).map((r) => r.message).sort();
      const before = await ids();
      await deleteAccount({ uid: user.uid, email }, { db, auth });
      // Exactly the member's two went; everyone else's stay (the stranger's among them).
      expect(await ids()).toEqual(before.filter((m) => !['Sent signed out from my address.', 'Sent while signed in.'].includes(m)));
      expect(await db.select().from(supportRequests).where(eq(supportRequests.id, stranger))).toHaveLength(1);
    });
  });
}

describe('the Server Actions', () => {
  let actions: typeof import('@/lib/support/actions');
  let database: () => Promise<Db>;
  let adminCookie: string;
  let memberCookie: string;
  let memberUid: string;
  const count = async () => ((await (await database()).select({ n: sql<number>`count(*)::int` }).from(supportRequests)) as Array<{ n: number }>)[0]!.n;
  const outboxCount = async () => ((await (await database()).select({ n: sql<number>`count(*)::int` }).from(outbox)) as Array<{ n: number }>)[0]!.n;

  beforeAll(async () => {
    actions = await import('@/lib/support/actions');
    ({ db: database } = await import('@/lib/db'));
    const { adminAuth } = await import('@/lib/auth/firebase-admin');
    const { signSession } = await import('@/lib/auth/session');
    const secret = [process.env.SESSION_SECRET!];
    const auth = adminAuth();
    const admin = await auth.createUser({ email: `support-boss-${stamp()}@example.test` });
    await auth.setCustomUserClaims(admin.uid, { admin: true });
    const member = await auth.createUser({ email: `support-member-${stamp()}@example.test`, emailVerified: true });
    memberUid = member.uid;
    adminCookie = await signSession({ uid: admin.uid, email: admin.email!, admin: true }, secret);
    memberCookie = await signSession({ uid: member.uid, email: member.email!, admin: false }, secret);
  });

  it('sends a question: stored (with the uid of a signed-in member) and a receipt in the outbox', async () => {
    peer.ip = '198.51.100.10';
    jar.cookie = memberCookie;
    const email = `Signed-In-${stamp()}@Example.test`;
    expect(await actions.sendSupportAction({ email, name: 'Ben', message: 'Where do I find my certificate?', locale: 'nl-NL' })).toEqual({ status: 'sent' });
    jar.cookie = undefined;
    const [row] = await (await database()).select().from(supportRequests).where(eq(supportRequests.email, email.toLowerCase()));
    expect(row).toMatchObject({ uid: memberUid, name: 'Ben', locale: 'nl-NL', status: 'open' });
    expect(await mailsTo(await database(), email.toLowerCase())).toMatchObject([{ template: 'support-receipt', locale: 'nl-NL' }]);
  });

  it('refuses bad input and stores nothing', async () => {
    peer.ip = '198.51.100.20';
    const ok = { email: `bad-${stamp()}@example.test`, message: 'A perfectly fine question.', locale: 'en-US' };
    const bad: unknown[] = [
      null,
      'text',
      { ...ok, email: 'not an address' },
      { ...ok, email: 'a@example.test\r\nBcc: victim@example.test' },
      { ...ok, message: '' },
      { ...ok, message: 'short' },
      { ...ok, message: 'x'.repeat(5001) },
      { ...ok, message: 'Hidden \u0007 bell and more text' },
      { ...ok, name: 'x'.repeat(101) },
      { ...ok, locale: 'xx-XX' },
      { ...ok, locale: undefined },
    ];
    const [before, mailsBefore] = [await count(), await outboxCount()];
    for (const input of bad) expect(await actions.sendSupportAction(input), JSON.stringify(input)).toEqual({ status: 'invalid' });
    expect([await count(), await outboxCount()]).toEqual([before, mailsBefore]);
  });

  it('refuses a burst from one address (3 an hour), in words, and stores nothing more', async () => {
    const email = `burst-${stamp()}@example.test`;
    for (let i = 0; i < 3; i++) {
      peer.ip = `198.51.100.${30 + i}`;
      expect(await actions.sendSupportAction({ email, message: `Question number ${i} here.`, locale: 'en-US' })).toEqual({ status: 'sent' });
    }
    const before = await count();
    peer.ip = '198.51.100.39';
    expect(await actions.sendSupportAction({ email, message: 'One question too many.', locale: 'en-US' })).toEqual({ status: 'rateLimited' });
    expect(await count()).toBe(before);
  });

  it('refuses a burst from one client address (5 an hour) whatever the sender address, and stores nothing more', async () => {
    peer.ip = '203.0.113.7';
    for (let i = 0; i < 5; i++)
      expect(await actions.sendSupportAction({ email: `ip-${i}-${stamp()}@example.test`, message: 'Same machine, new address.', locale: 'en-US' })).toEqual({
        status: 'sent',
      });
    const before = await count();
    expect(await actions.sendSupportAction({ email: `ip-last-${stamp()}@example.test`, message: 'Same machine, new address.', locale: 'en-US' })).toEqual({
      status: 'rateLimited',
    });
    expect(await count()).toBe(before);
  });

  it('answering is refused to strangers and members (nothing changes) and works for an admin', async () => {
    peer.ip = '198.51.100.50';
    const email = `to-answer-${stamp()}@example.test`;
    await actions.sendSupportAction({ email, message: 'Is there an app for my phone?', locale: 'pl-PL' });
    const [row] = await (await database()).select().from(supportRequests).where(eq(supportRequests.email, email));
    const input = { id: row!.id, answer: 'Yes: open the site and install it.' };
    for (const cookie of [undefined, memberCookie]) {
      jar.cookie = cookie;
      expect(await actions.answerSupportAction(input)).toEqual({ status: 'forbidden' });
    }
    expect((await (await database()).select().from(supportRequests).where(eq(supportRequests.id, row!.id)))[0]!.status).toBe('open');
    expect((await mailsTo(await database(), email)).map((m) => m.template)).toEqual(['support-receipt']);

    jar.cookie = adminCookie;
    expect(await actions.answerSupportAction({ id: row!.id, answer: '' })).toEqual({ status: 'invalid' });
    expect(await actions.answerSupportAction({ id: 'not-a-uuid', answer: 'Fine.' })).toEqual({ status: 'invalid' });
    expect(await actions.answerSupportAction(input)).toEqual({ status: 'ok', detail: row!.id });
    expect(await actions.answerSupportAction(input)).toEqual({ status: 'conflict' });
    jar.cookie = undefined;
    const [answered] = await (await database()).select().from(supportRequests).where(eq(supportRequests.id, row!.id));
    expect(answered).toMatchObject({ status: 'answered', answer: input.answer, answeredBy: expect.stringMatching(/^support-boss-/) });
    expect((await mailsTo(await database(), email)).map((m) => [m.template, m.locale])).toEqual([
      ['support-receipt', 'pl-PL'],
      ['support-answer', 'pl-PL'],
    ]);
  });
});
