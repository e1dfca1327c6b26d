import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDb } from '@/lib/db';
import { scratchDatabase } from './db-targets';

// Instances that start together (a deploy, the topology) each migrate at their first request. On a
// real PostgreSQL server they must not run the same migration at once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('three instances opening a new database at once all start, and the schema is migrated once', async () => {
    const scratch = await scratchDatabase(process.env.TEST_DATABASE_URL!);
    const opened = await Promise.allSettled([openDb(scratch.url), openDb(scratch.url), openDb(scratch.url)]);
    try {
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const first = (opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDb>>>).value;
      const applied = await first.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const { readdirSync } = await import('node:fs');
      const files = readdirSync('lib/db/migrations').filter((f) => f.endsWith('.sql'));
      expect((applied as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(files.length);
    } finally {
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      await scratch.drop();
    }
  }, 60_000);
});
