import { beforeAll, describe, expect, it } from 'vitest';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Db } from '@/lib/db';
import * as schema from '@/lib/compose/all-tables';
import { seedReference } from '@/lib/compose/seed';
import { deleteAccount, exportData, namesAPerson, notPersonal, personalTables, DELETED_ACCOUNT } from '@/lib/compose/personal-data';
import { subscribe } from '@/lib/newsletter';
import { saveMotivation, saveTest } from '@/lib/surveys';
import { sendMail } from '@/lib/email';
import { createCertificate } from '@/lib/certificates';
import { createChallenge, joinChallenge } from '@/lib/challenges';
import { createCampaign, redeemCode } from '@/lib/campaigns';
import { dbTargets, freshDbForBlock } from './db-targets';

// Export (GDPR Art. 15/20) and deletion walk one registry, lib/compose/personal-data/registry.ts. These tests fail
// when the schema gains a table or a uid/email column the registry does not know, and when a member
// with rows in every personal table does not get all of them exported, or deleted / anonymized.

const tables = Object.values(schema).filter((v) => is(v, PgTable)) as PgTable[];
const nameOf = (t: PgTable) => getTableConfig(t).name;

describe('the personal data registry covers the schema (Drizzle table metadata)', () => {
  it('every table is either personal (with its owner columns) or declared not personal, never both', () => {
    const personal = personalTables.map((e) => nameOf(e.table));
    const other = notPersonal.map((e) => nameOf(e.table));
    expect(personal.filter((n) => other.includes(n))).toEqual([]);
    expect(
      tables.map(nameOf).filter((n) => !personal.includes(n) && !other.includes(n)),
      'tables in neither list',
    ).toEqual([]);
    expect(new Set(personalTables.map((e) => e.key)).size).toBe(personalTables.length);
  });

  it('every uid or email column is an owner column of its table in the registry', () => {
    const unlisted: string[] = [];
    for (const table of tables) {
      const entry = personalTables.find((e) => e.table === table);
      const owners = new Set(entry?.owners.flatMap((o) => [o.uid, o.email]).filter(Boolean));
      for (const column of getTableConfig(table).columns) {
        if (namesAPerson(column.name) && !owners.has(column)) unlisted.push(`${nameOf(table)}.${column.name}`);
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('the detector sees uid and email columns, so a new one cannot slip through', () => {
    expect(['uid', 'actor_uid', 'target_email', 'email'].every(namesAPerson)).toBe(true);
    expect(['id', 'uuid_seed', 'guidance', 'template'].some(namesAPerson)).toBe(false);
  });
});

const noMail = { transport: null, from: 'Exhale <hello@exhale.example>' };
let auth: Auth;
beforeAll(() => {
  auth = getAuth(initializeApp({ projectId: 'demo-exhale' }, `personal-${Date.now()}`));
});

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`export and deletion of everything about a member on ${name}`, () => {
    let db: Db;
    freshDbForBlock(url!, async (d) => {
      db = d;
      await seedReference(d);
    });

    it('a member with rows in every personal table gets all of them exported; deletion removes or anonymizes all of them', async () => {
      const email = `Everything-${name.toLowerCase()}-${Date.now()}@Example.test`;
      const lower = email.toLowerCase();
      const user = await auth.createUser({ email, password: 'secret-123' });
      const uid = user.uid;
      const friend = { uid: `friend-${Date.now()}`, name: 'Friend' };
      const txId = `tx-${Date.now()}-${name}`;

      await saveTest([1, 0, 1, 2, 0, 1], { db, uid, locale: 'de-DE' });
      await saveMotivation({ readiness: 8, confidence: 6, reasons: ['money'], interests: [], quitDate: null }, { db, uid, locale: 'de-DE' });
      await subscribe({ email: lower, consent: true, locale: 'de-DE' }, { db, siteUrl: 'https://exhale.example', mail: noMail });
      await sendMail(db, { to: email, subject: 'Hi', text: 't', html: '<p>t</p>', template: 'x', locale: 'en-US', uid }, noMail);
      await db.insert(schema.onboardingEvents).values({ uid, step: 'welcome', platform: 'ios', at: new Date() });
      await createCertificate(db, uid, { name: 'Me', since: '2026-10-01', milestone: '1-month', showDays: true });
      // Their own challenge, which a friend joined (the friend's row hangs on the member's challenge) …
      const own = await createChallenge(db, { uid, name: 'Me' }, { days: 21, startsOn: '2026-12-01' });
      expect(await joinChallenge(db, own.inviteToken, friend)).toBe('ok');
      // … and the friend's challenge, which the member joined.
      const theirs = await createChallenge(db, friend, { days: 7, startsOn: '2026-12-01' });
      expect(await joinChallenge(db, theirs.inviteToken, { uid, name: 'Me' })).toBe('ok');
      await db.insert(schema.purchases).values({
        store: 'app-store',
        transactionId: txId,
        uid,
        product: 'premium',
        priceMicros: 1_000_000,
        currency: 'EUR',
        status: 'purchased',
        purchasedAt: new Date(),
      });
      const { codes } = await createCampaign(db, {
        name: 'Gift',
        grantDays: 7,
        validFrom: new Date(Date.now() - 60_000),
        validUntil: new Date(Date.now() + 86_400_000),
        count: 1,
      });
      expect((await redeemCode(db, uid, codes[0]!)).ok).toBe(true);
      await db.insert(schema.auditLog).values([
        { actorUid: 'an-admin', targetUid: uid, targetEmail: lower, action: 'grant-admin' },
        { actorUid: uid, actorEmail: lower, targetUid: 'another', action: 'revoke-admin' },
      ]);
      await db.insert(schema.adminRoles).values({ uid, email: lower });
      await db.insert(schema.accountEvents).values({ uid, kind: 'provider-linked', detail: 'google.com' });
      await db
        .insert(schema.quitPlans)
        .values({ uid, quitDate: '2026-10-01', cigarettesPerDay: 20, packPriceMicros: 8_000_000, packSize: 20, currency: 'EUR', timeZone: 'Europe/Berlin' });
      await db.insert(schema.checkIns).values({ uid, day: '2026-10-02', smokeFree: true, craving: 4 });
      await db.insert(schema.reminderPrefs).values({ uid, checkIn: true, checkInHour: 20, locale: 'de-DE' });
      await db.insert(schema.reminderSends).values({ uid, kind: 'quit-eve', day: '2026-09-30', sentAt: new Date() });
      // A question sent signed in (by uid) and one sent signed out from the account's address (by address).
      await db.insert(schema.supportRequests).values([
        { uid, email: 'another-address@example.test', locale: 'de-DE', message: 'Signed in, from another address.' },
        { email: lower, locale: 'de-DE', message: 'Signed out, from the same address.' },
      ]);

      const exported = (await exportData({ uid, email }, { db, auth })) as unknown as Record<string, Array<Record<string, unknown>>> & {
        account: { email: string };
      };
      expect(exported.account.email).toBe(user.email);
      const missing = personalTables.filter((e) => !exported[e.key]?.length).map((e) => e.key);
      expect(missing, 'personal tables with no row in the export').toEqual([]);
      expect(exported.challengeParticipations!.map((p) => p.uid)).toEqual([uid, uid]);
      expect(exported.challenges).toHaveLength(1);
      expect(exported.challengeInvitations).toHaveLength(1);
      expect(exported.redeemedCodes).toHaveLength(1);
      expect(exported.rightsChanges).toHaveLength(2);
      expect(exported.supportRequests).toHaveLength(2);
      // Other people's rows and secrets stay out.
      expect(JSON.stringify(exported)).not.toContain(friend.uid);
      expect(JSON.stringify(exported)).not.toMatch(/token/i);
      // The copies of emails are there, but not the tokens in their links (confirm, unsubscribe).
      const sent = await db.select().from(schema.outbox).where(eq(schema.outbox.to, lower));
      const tokens = sent.flatMap((m) => `${m.text} ${JSON.stringify(m.headers)}`.match(/[A-Za-z0-9_-]{43}/g) ?? []);
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect(JSON.stringify(exported)).not.toContain(token);
      expect(JSON.stringify(exported.emails)).toContain('/[removed]');
      expect(exported.emails![0]).not.toHaveProperty('html');

      // The account's sessions end first (refresh tokens revoked), before any row or the account goes.
      const calls: string[] = [];
      const recording = {
        revokeRefreshTokens: async (id: string) => {
          calls.push(`revoke:${(await db.select().from(schema.certificates).where(eq(schema.certificates.uid, id))).length}`);
          return auth.revokeRefreshTokens(id);
        },
        deleteUser: (id: string) => (calls.push('deleteUser'), auth.deleteUser(id)),
      };
      await deleteAccount({ uid, email }, { db, auth: recording });
      expect(calls).toEqual(['revoke:1', 'deleteUser']);

      // Nothing left under the uid or the address in any text column of any table …
      const columns = (await db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`)) as unknown as {
        rows: Array<{ table_name: string; column_name: string }>;
      };
      const rows = 'rows' in columns ? columns.rows : (columns as unknown as Array<{ table_name: string; column_name: string }>);
      for (const { table_name, column_name } of rows) {
        const found = (await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${'%' + uid + '%'} or ${sql.identifier(column_name)}::text ilike ${'%' + lower + '%'}`,
        )) as unknown as { rows: Array<{ n: number }> };
        const n = ('rows' in found ? found.rows : (found as unknown as Array<{ n: number }>))[0]!.n;
        expect(n, `${table_name}.${column_name}`).toBe(0);
      }
      // … the friend's place in the member's (deleted) challenge went with it, their own challenge stays …
      expect(await db.select().from(schema.challengeParticipants).where(eq(schema.challengeParticipants.challengeId, own.challengeId))).toEqual([]);
      expect(await db.select().from(schema.challenges).where(eq(schema.challenges.uid, friend.uid))).toHaveLength(1);
      // … and the business records are kept, anonymized.
      expect((await db.select().from(schema.purchases).where(eq(schema.purchases.transactionId, txId)))[0]).toMatchObject({ uid: null, product: 'premium' });
      expect(
        (
          await db
            .select()
            .from(schema.codes)
            .where(sql`${schema.codes.redeemedAt} is not null`)
        )[0],
      ).toMatchObject({ uid: null });
      const audit = await db.select().from(schema.auditLog).where(eq(schema.auditLog.targetUid, DELETED_ACCOUNT));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ targetEmail: null, actorUid: 'an-admin' });
      await expect(auth.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    });
  });
}
