import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { openDb, type Db } from '@/lib/db';
import { personalTables, rowsOf } from '@/lib/compose/personal-data';

// A member's export and deletion look up their rows in every personal table by uid and by address
// (lower(address) = the verified address). Each lookup must be able to use an index: without one, every
// export and every deletion reads whole tables (the audit log and the outbox grow without bound). With
// sequential scans switched off, PostgreSQL's plan says whether an index can serve the query.

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openDb('memory://'));
});
afterAll(() => close());

describe("a person's rows are found by index in every personal table", () => {
  for (const entry of personalTables) {
    const name = getTableConfig(entry.table).name;
    it(name, async () => {
      const where = rowsOf(entry, 'some-uid', 'someone@example.test');
      if (!where) return expect(entry.viaParent).toBeDefined(); // rows reached only through a parent
      const query = db.select().from(entry.table).where(where).toSQL();
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = sql.raw(`explain ${query.sql.replace(/\$(\d+)/g, (_, i: string) => `'${String(query.params[Number(i) - 1]).replace(/'/g, "''")}'`)}`);
        const result = (await tx.execute(explained)) as unknown as { rows: Array<Record<string, string>> };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan/);
    });
  }
});
