// A worker process killed in the middle of folding onboarding events into the funnel's rollup (issue #36):
// nothing of its batch is counted and nothing is lost; the next fold counts every event once.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { foldAllFunnel, reach, usersIn } from '@/lib/funnel/rollups';
import { scratchDatabase } from './db-targets';

const url = process.env.TEST_DATABASE_URL;
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

describe.skipIf(!url)('the funnel rollup after a fold process is killed (PostgreSQL)', () => {
  let db: Db;
  let scoped: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await scratchDatabase(url!);
    scoped = scratch.url;
    const o = await openDb(scoped);
    db = o.db;
    cleanup = async () => {
      await o.close();
      await scratch.drop();
    };
  });
  afterAll(async () => cleanup?.());

  it('SIGKILL between the fold’s writes and its commit: the batch stays queued, the rerun counts each event once', { timeout: 120_000 }, async () => {
    // 3 000 events of 1 000 users over 10 days, some users on several days.
    await db.execute(sql`insert into onboarding_events (uid, step, platform, at)
      select 'k' || (i % 1000), (array['welcome','account','complete'])[1 + i % 3], (array['ios','android','web'])[1 + i % 3],
             timestamptz '2026-05-01 00:00:00+00' + (i % 10) * interval '1 day' + (i % 7) * interval '1 hour'
      from generate_series(1, 3000) as i`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/rollups-fold-child.mjs', scoped, '2000'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('folded, not committed') && resolve());
      child.once('exit', (code) => reject(new Error(`the fold process exited (${code}) before its commit`)));
    });
    child.kill('SIGKILL');
    await once(child, 'exit');
    // Its deletions from the queue and its counts went with it (the next fold waits for its lock to go).
    expect(await foldAllFunnel(db)).toBe(3000);
    expect(await rows(db, sql`select id from funnel_rollup_queue`)).toEqual([]);
    for (const [from, to] of [
      ['2026-05-01', '2026-05-11'],
      ['2026-05-03', '2026-05-06'],
    ] as const) {
      const raw = await rows<{ step: string; n: number }>(
        db,
        sql`select step, count(distinct uid)::int as n from onboarding_events where at >= ${from}::date::timestamp at time zone 'UTC' and at < ${to}::date::timestamp at time zone 'UTC' group by step order by step`,
      );
      const got = usersIn(await reach(db, { from, to, platform: '', single: true }), from, to);
      expect(raw.map((r) => [r.step, got.get(r.step)])).toEqual(raw.map((r) => [r.step, r.n]));
    }
  });
});
