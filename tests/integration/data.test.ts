import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Db } from '@/lib/db';
import { auditLog } from '@/lib/auth/tables';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { outbox } from '@/lib/email/tables';
import { subscriptions } from '@/lib/newsletter/tables';
import { seedReference } from '@/lib/compose/seed';
import { CONFIRM_REPEAT_MS, subscribe, unsubscribe, verifiable, verify, VERIFY_TTL_MS } from '@/lib/newsletter';
import { deleteAccount, exportData, personOf } from '@/lib/compose/personal-data';
import { saveMotivation, saveTest, surveyOptions } from '@/lib/surveys';
import { retryFailed, sendMail } from '@/lib/email';
import { dbTargets, freshDbForBlock } from './db-targets';

const SITE = 'https://exhale.example';
const noMail = { transport: null, from: 'Exhale <hello@exhale.example>' };
let auth: Auth;
beforeAll(() => {
  auth = getAuth(initializeApp({ projectId: 'demo-exhale' }, `data-${Date.now()}`));
});

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`product data on ${name}`, () => {
    let db: Db;
    freshDbForBlock(url!, async (d) => {
      db = d;
      await seedReference(d);
    });

    const lastMail = async (to: string) =>
      (
        await db
          .select()
          .from(outbox)
          .where(sql`${outbox.to} = ${to}`)
          .orderBy(sql`${outbox.createdAt} desc`)
          .limit(1)
      )[0];
    const subscriptionOf = async (email: string) => (await db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0]!;
    const outboxRow = async (id: string) => (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    const tokenFrom = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

    it('subscribe → verification email with one-click unsubscribe → verify → active; the link is single-use', async () => {
      const email = `sub-${name}@example.test`;
      await subscribe({ email, consent: true, locale: 'de-DE' }, { db, siteUrl: SITE, mail: noMail });
      const mail = await lastMail(email);
      expect(mail).toMatchObject({
        template: 'subscribe-verify',
        locale: 'de-DE',
        status: 'sent',
        subject: 'Bitte bestätige dein Abonnement des Exhale-Newsletters',
      });
      expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.headers['List-Unsubscribe']).toMatch(new RegExp(`^<${SITE}/api/newsletter/unsubscribe/[A-Za-z0-9_-]{43}>$`));
      const token = tokenFrom(mail!.text, '/de/subscribe-verify')!;
      expect(token).toBeTruthy();
      expect(await verifiable(token, { db })).toBe(true);
      expect(await verify(token, { db })).toBe('success');
      expect((await subscriptionOf(email)).status).toBe('active');
      // Spent: the page no longer offers it. The same click again (a double click) is still told it worked …
      expect(await verifiable(token, { db })).toBe(false);
      expect(await verify(token, { db })).toBe('success');
      // … but not later.
      expect(await verify(token, { db, now: new Date(Date.now() + CONFIRM_REPEAT_MS + 1000) })).toBe('error');
      // An active address: same answer, no new email.
      const before = (await db.select().from(outbox)).length;
      await subscribe({ email, consent: true, locale: 'de-DE' }, { db, siteUrl: SITE, mail: noMail });
      expect((await db.select().from(outbox)).length).toBe(before);
    });

    it('two sign-ups of a new address at once (a double click) store one subscription, no error', async () => {
      const email = `twice-${name.toLowerCase()}-${Date.now()}@example.test`;
      await Promise.all([0, 1].map(() => subscribe({ email, consent: true, locale: 'en-US' }, { db, siteUrl: SITE, mail: noMail })));
      expect(await db.select().from(subscriptions).where(eq(subscriptions.email, email))).toHaveLength(1);
      // One email, or two when the second request already saw the first one's row (a repeat sends a fresh
      // confirmation, as any repeat does): never none.
      expect((await db.select().from(outbox).where(eq(outbox.to, email))).length).toBeGreaterThanOrEqual(1);
    });

    it("a member's subscription carries their uid; subscribed again through the footer after it ended, it is linked to nobody", async () => {
      const email = `linked-${name.toLowerCase()}-${Date.now()}@example.test`;
      await subscribe({ email, consent: true, locale: 'en-US', uid: 'member-uid' }, { db, siteUrl: SITE, mail: noMail });
      expect((await subscriptionOf(email)).uid).toBe('member-uid');
      await subscribe({ email, consent: true, locale: 'de-DE' }, { db, siteUrl: SITE, mail: noMail }); // still pending: kept
      expect((await subscriptionOf(email)).uid).toBe('member-uid');
      await db.update(subscriptions).set({ status: 'unsubscribed' }).where(eq(subscriptions.email, email));
      await subscribe({ email, consent: true, locale: 'de-DE' }, { db, siteUrl: SITE, mail: noMail });
      expect(await subscriptionOf(email)).toMatchObject({ status: 'pending', uid: null });
    });

    it('an expired link leads to the error page and activates nothing', async () => {
      const email = `late-${name}@example.test`;
      await subscribe({ email, consent: true, locale: 'en-US' }, { db, siteUrl: SITE, mail: noMail });
      const token = tokenFrom((await lastMail(email))!.text, '/subscribe-verify')!;
      expect(await verify(token, { db, now: new Date(Date.now() + VERIFY_TTL_MS + 1000) })).toBe('error');
      expect((await subscriptionOf(email)).status).toBe('pending');
      expect(await verify('not-a-token', { db })).toBe('error');
    });

    it('unsubscribe is idempotent; an unknown link is refused', async () => {
      const email = `bye-${name}@example.test`;
      await subscribe({ email, consent: true, locale: 'fr-FR' }, { db, siteUrl: SITE, mail: noMail });
      const token = tokenFrom((await lastMail(email))!.text, '/fr/unsubscribe')!;
      expect(await unsubscribe(token, { db })).toBe(true);
      const first = await subscriptionOf(email);
      expect(first.status).toBe('unsubscribed');
      expect(await unsubscribe(token, { db })).toBe(true);
      const second = await subscriptionOf(email);
      expect(second.unsubscribedAt?.getTime()).toBe(first.unsubscribedAt?.getTime());
      expect(await unsubscribe('x'.repeat(43), { db })).toBe(false);
    });

    it('a failing SMTP send stays in the outbox with its error and is retried', async () => {
      let fail = true;
      const transport = {
        send: async () => {
          if (fail) throw new Error('421 try later');
        },
      };
      const id = await sendMail(
        db,
        { to: `r-${name}@example.test`, subject: 's', text: 't', html: '<p>t</p>', template: 'x', locale: 'en-US' },
        { transport, from: 'a@b.c' },
      );
      const failed = await outboxRow(id);
      expect(failed).toMatchObject({ status: 'failed', error: '421 try later', attempts: 1 });
      fail = false;
      expect(await retryFailed(db, { transport, from: 'a@b.c' })).toBeGreaterThanOrEqual(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', error: null, attempts: 2 });
    });

    it('surveys store valid answers and refuse bad ones without writing', async () => {
      const count = async () => (await db.select().from(testResults)).length + (await db.select().from(motivationResults)).length;
      const before = await count();
      expect(await saveTest([0, 0, 0, 3, 0, 0], { db, uid: null, locale: 'en-US' })).toEqual({ score: 10, band: 'veryHigh' });
      expect(await saveTest([4, 0, 0, 0, 0, 0], { db, uid: null, locale: 'en-US' })).toBeNull();
      expect(await saveTest([0, 0, 0], { db, uid: null, locale: 'en-US' })).toBeNull();
      const options = await surveyOptions(db, 'pl-PL');
      expect(options.reasons[0]!.label).toBe('Moje zdrowie');
      const today = new Date('2026-11-22T10:00:00Z');
      const good = { readiness: 7, confidence: 5, reasons: ['health'], interests: ['sleep'], quitDate: '2026-12-01' };
      expect(await saveMotivation(good, { db, uid: 'u-survey', locale: 'en-US', today })).toBe(true);
      expect(await saveMotivation({ ...good, reasons: [] }, { db, uid: null, locale: 'en-US', today })).toBe(false);
      expect(await saveMotivation({ ...good, reasons: ['nonsense'] }, { db, uid: null, locale: 'en-US', today })).toBe(false);
      expect(await saveMotivation({ ...good, readiness: 11 }, { db, uid: null, locale: 'en-US', today })).toBe(false);
      expect(await saveMotivation({ ...good, reasons: [...good.reasons, ...good.reasons] }, { db, uid: null, locale: 'en-US', today })).toBe(false);
      expect(await saveMotivation({ ...good, quitDate: '2027-06-01' }, { db, uid: null, locale: 'en-US', today })).toBe(false);
      expect(await count()).toBe(before + 2);
    });

    it("an account that only claims a subscriber's address (not verified) exports and deletes none of that address's rows", async () => {
      const email = `claimed-${name.toLowerCase()}-${Date.now()}@example.test`;
      await subscribe({ email, consent: true, locale: 'en-US' }, { db, siteUrl: SITE, mail: noMail });
      // Someone else registers the address with a password: nothing proved it is theirs.
      const claimer = await auth.createUser({ email, password: 'secret-123' });
      const person = await personOf(claimer.uid, auth);
      expect(person).toEqual({ uid: claimer.uid, email: null });
      const exported = await exportData(person, { db, auth });
      expect(exported.newsletter).toEqual([]);
      expect(exported.emails).toEqual([]);
      await deleteAccount(person, { db, auth });
      expect((await subscriptionOf(email)).status).toBe('pending');
      expect(await db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(1);
      // A verified address is the person's: their export has the subscription (lower case, as stored).
      const owner = await auth.createUser({ email: `Owner-${email}`, password: 'secret-123', emailVerified: true });
      expect(await personOf(owner.uid, auth)).toEqual({ uid: owner.uid, email: `owner-${email}` });
    });

    it('deleting an account leaves no row with its uid or email in any table, and the auth user is gone', async () => {
      const email = `gone-${name.toLowerCase()}-${Date.now()}@example.test`;
      const user = await auth.createUser({ email, password: 'secret-123' });
      const uid = user.uid;
      await saveTest([1, 0, 1, 2, 0, 1], { db, uid, locale: 'de-DE' });
      await saveMotivation({ readiness: 8, confidence: 6, reasons: ['money'], interests: [], quitDate: null }, { db, uid, locale: 'de-DE' });
      await subscribe({ email, consent: true, locale: 'de-DE' }, { db, siteUrl: SITE, mail: noMail });
      await db.insert(auditLog).values([
        { actorUid: 'someone-else', targetUid: uid, targetEmail: email, action: 'grant-admin' },
        { actorUid: uid, actorEmail: email, targetUid: 'another', action: 'revoke-admin' },
      ]);
      const exported = await exportData({ uid, email }, { db, auth });
      expect(exported.dependencyTests).toHaveLength(1);
      expect(exported.newsletter).toHaveLength(1);
      expect(JSON.stringify(exported.newsletter)).not.toContain('TokenHash');

      await deleteAccount({ uid, email }, { db, auth });
      await deleteAccount({ uid, email }, { db, auth }); // an interrupted or repeated run finishes safely

      // Every table and every text-like column of the schema, found by the database itself.
      const columns = (await db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json')`)) as unknown as {
        rows: Array<{ table_name: string; column_name: string }>;
      };
      const rows = 'rows' in columns ? columns.rows : (columns as unknown as Array<{ table_name: string; column_name: string }>);
      const tables = new Set(rows.map((r) => r.table_name));
      expect([...tables]).toEqual(expect.arrayContaining(['subscriptions', 'outbox', 'test_results', 'motivation_results', 'audit_log']));
      for (const { table_name, column_name } of rows) {
        const found = (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${'%' + uid + '%'} or ${sql.identifier(column_name)}::text ilike ${'%' + email + '%'}`,
        )) as unknown as { rows: Array<{ n: number }> };
        const n = ('rows' in found ? found.rows : (found as unknown as Array<{ n: number }>))[0]!.n;
        expect(n, `${table_name}.${column_name}`).toBe(0);
      }
      await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    });
  });
}
