import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '@/lib/db';
import { outbox } from '@/lib/email/tables';
import { subscriptions } from '@/lib/newsletter/tables';
import { dbTargets, freshDb } from './db-targets';

const { subscribe, unsubscribe, unsubscribeStatus, verify } = await import('@/lib/newsletter');
const { sendNewsletter } = await import('@/lib/newsletter');

const SITE = 'https://exhale.example';
const noMail = { transport: null, from: 'Exhale <hello@exhale.example>' };
const TOKEN = /\/(?:unsubscribe|subscribe-verify|api\/newsletter\/unsubscribe)\/([A-Za-z0-9_-]{43})/g;

/** Every token in the emails sent to an address (text, html and headers). */
async function tokensMailedTo(db: Db, email: string): Promise<string[]> {
  const mails = await db
    .select()
    .from(outbox)
    .where(sql`${outbox.to} = ${email}`);
  const found = mails.flatMap((m) => [...`${m.text} ${m.html} ${JSON.stringify(m.headers)}`.matchAll(TOKEN)].map((x) => x[1]!));
  return [...new Set(found)];
}

/** Every value of every table except the outbox (the mail copy itself), as text. */
async function databaseText(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'outbox'`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  let text = '';
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql`select row_to_json(t)::text as j from ${sql.identifier(table_name)} t`)) as unknown as { rows: Array<{ j: string }> };
    text += rows.rows.map((r) => r.j).join('\n');
  }
  return text;
}

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`newsletter tokens are stored only as hashes (${name})`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => ({ db, close } = await freshDb(url!)));
    afterAll(async () => close?.());

    it('no token from the confirmation email or a newsletter is in the database; every link still unsubscribes', async () => {
      const email = `hashed-${name}-${Date.now()}@example.test`;
      await subscribe({ email, consent: true, locale: 'it-IT' }, { db, siteUrl: SITE, mail: noMail });
      const [verifyToken, unsubscribeToken] = await tokensMailedTo(db, email);
      expect(verifyToken).toBeTruthy();
      expect(unsubscribeToken).toBeTruthy();
      expect(await verify(verifyToken!, { db })).toBe('success');

      // Two newsletters, each with a fresh link of its own.
      await sendNewsletter(db, { subject: 'First', body: 'Hello', locales: ['it-IT'] }, { siteUrl: SITE, mail: noMail });
      await sendNewsletter(db, { subject: 'Second', body: 'Hello again', locales: ['it-IT'] }, { siteUrl: SITE, mail: noMail });
      const tokens = await tokensMailedTo(db, email);
      expect(tokens).toHaveLength(4); // verify, confirmation's unsubscribe, one per newsletter
      const text = await databaseText(db);
      expect(text).toContain(email); // the dump sees the subscription row
      for (const token of tokens) expect(text, 'a mailed token is stored in plain text').not.toContain(token);

      // The first newsletter's link works after the second was sent, and only asks until used.
      const firstNewsletter = tokens.find((t) => t !== verifyToken && t !== unsubscribeToken)!;
      expect(await unsubscribeStatus(firstNewsletter, { db })).toBe('subscribed');
      expect(await unsubscribe(firstNewsletter, { db })).toBe(true);
      for (const token of tokens.filter((t) => t !== verifyToken)) expect(await unsubscribeStatus(token, { db })).toBe('unsubscribed');
      expect(await unsubscribeStatus('x'.repeat(43), { db })).toBeNull();
    });

    it('the links of the last 24 newsletters are kept, older ones retire', async () => {
      const email = `many-${name}-${Date.now()}@example.test`;
      await subscribe({ email, consent: true, locale: 'pl-PL' }, { db, siteUrl: SITE, mail: noMail });
      await verify((await tokensMailedTo(db, email))[0]!, { db });
      for (let i = 0; i < 26; i++) await sendNewsletter(db, { subject: `Issue ${i}`, body: 'Hello', locales: ['pl-PL'] }, { siteUrl: SITE, mail: noMail });
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(sql`${subscriptions.email} = ${email}`);
      expect(row!.newsletterTokenHashes).toHaveLength(24);
      const mails = await db
        .select()
        .from(outbox)
        .where(sql`${outbox.to} = ${email} and ${outbox.template} = 'newsletter'`)
        .orderBy(outbox.createdAt);
      const tokenOf = (subject: string) => [...mails.find((m) => m.subject === subject)!.text.matchAll(TOKEN)][0]![1]!;
      expect(await unsubscribeStatus(tokenOf('Issue 0'), { db })).toBeNull();
      expect(await unsubscribeStatus(tokenOf('Issue 2'), { db })).toBe('subscribed');
      expect(await unsubscribeStatus(tokenOf('Issue 25'), { db })).toBe('subscribed');
    });
  });
}

describe('migrating a database that kept tokens in plain text', () => {
  const dir = mkdtempSync(join(tmpdir(), 'exhale-migrations-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drops the plain column; the old links keep working', async () => {
    // The migrations up to 0006 (the last with the plain unsubscribe_token column), then the rest.
    const source = join(process.cwd(), 'lib/db/migrations');
    cpSync(source, dir, { recursive: true });
    const journalPath = join(dir, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 6) }));
    const client = new PGlite();
    const old = drizzle(client);
    await migrate(old, { migrationsFolder: dir });
    const { hashToken, newToken } = await import('@/lib/security/tokens');
    const kept = newToken(); // written the old way: plain and hashed
    const odd = newToken(); // plain only, its hash elsewhere (not written by the app, but possible)
    await old.execute(
      sql`insert into subscriptions (email, locale, status, unsubscribe_token_hash, unsubscribe_token) values ('a@example.test', 'en-US', 'active', ${hashToken(kept)}, ${kept}), ('b@example.test', 'en-US', 'active', ${hashToken(newToken())}, ${odd})`,
    );

    await migrate(old, { migrationsFolder: source });
    const db = old as unknown as Db;
    expect(await databaseText(db)).not.toContain(kept);
    expect(await databaseText(db)).not.toContain(odd);
    expect(await unsubscribeStatus(kept, { db })).toBe('subscribed');
    expect(await unsubscribe(odd, { db })).toBe(true);
    expect(
      (
        await db
          .select()
          .from(subscriptions)
          .where(sql`${subscriptions.email} = 'b@example.test'`)
      )[0]!.status,
    ).toBe('unsubscribed');
    await client.close();
  });
});
