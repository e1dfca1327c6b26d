// Part of `npm run bench` (bench/run.mjs), or alone: `npx tsx bench/reminder-scan.mts`. The reminders'
// scan (lib/reminders claimDue, one statement) for BENCH_REMINDER_MEMBERS (100 000 × BENCH_SCALE) members
// with plans across every time zone PostgreSQL and Node both know and up to a year of daily check-ins
// each (bench/members.ts), on PostgreSQL:
//   - reference: reading every plan with its member's local time (the floor of any scan by local time);
//   - the scan at a Monday 08:30 UTC (weekly summaries due across Europe and Africa, quit eves, quit
//     mornings, milestones and check-in hours across the others), its claims queued as send jobs;
//   - the same scan again right after (everything due is claimed: nothing new, the orphan check finds the jobs).
// The absolute time answers issue #34's requirement (under 10 s); the ratio to the reference is what
// compares across machines. Uses its own database beside BENCH_DATABASE_URL's (…_reminders, made again
// each run). Prints JSON on the last line (bench/run.mjs reads it).
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

// Server modules are marked `server-only`; this is a server process.
const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
require.cache[marker] = { id: marker, filename: marker, loaded: true, exports: {} } as NodeJS.Module;

const { openDb } = await import('../lib/db/index.ts');
const { startBoss } = await import('../lib/jobs/boss.ts');
const { queueReminders } = await import('../lib/compose/worker.ts');
const { scanReminders } = await import('../lib/reminders/index.ts');
const { sql } = await import('drizzle-orm');
const { drizzle } = await import('drizzle-orm/node-postgres');
const { memberInserts } = await import('./members.ts');

const members = Number(process.env.BENCH_REMINDER_MEMBERS || Math.max(1, Math.round(100_000 * Number(process.env.BENCH_SCALE || 1))));
const base = process.env.BENCH_DATABASE_URL || 'postgres://exhale:exhale@127.0.0.1:5432/exhale_bench';
const name = `${new URL(base).pathname.slice(1) || 'exhale_bench'}_reminders`;
const log = (...a: unknown[]) => console.error('[bench reminders]', ...a);
const NOW = new Date('2026-11-30T08:30:00Z');

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const { db, close } = await openDb(url.toString());

const time = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  const r = await f();
  return { ms: +(performance.now() - t0).toFixed(0), r };
};

try {
  const known = new Set(((await db.execute(sql`select name from pg_timezone_names`)) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
  const zones = Intl.supportedValuesOf('timeZone').filter((z) => known.has(z));
  log(`seeding ${members} plans across ${zones.length} time zones, with up to a year of check-ins each`);
  // bench/members.ts: quit dates over the 400 days before and the 30 after NOW, a third with the daily
  // check-in at an hour of their own, check-ins on most days up to NOW's date.
  // A connection without the app's 30-second query timeout: the check-ins are some 15 million rows.
  const seeder = new pg.Client({ connectionString: url.toString() });
  await seeder.connect();
  try {
    for (const q of memberInserts({ prefix: 'bench-', members, lastDay: sql`date '2026-11-30'`, zones })) await drizzle(seeder).execute(q);
  } finally {
    await seeder.end();
  }
  await db.execute(sql`analyze`);

  const config = { ratePerSecond: 1, concurrency: 1, leaseSeconds: 60, retrySeconds: 30, maxAttempts: 5, workerInApp: false, pollSeconds: 1 };
  const boss = await startBoss(db, config);

  const references: number[] = [];
  for (let i = 0; i < 3; i++)
    references.push(
      (
        await time(() =>
          db.execute(sql`select count(*) from quit_plans p where extract(hour from ${NOW.toISOString()}::timestamptz at time zone p.time_zone) >= 0`),
        )
      ).ms,
    );
  references.sort((a, b) => a - b);
  const referenceMs = references[1]!;
  log(`reference: every plan with its local time in ${referenceMs} ms (median of 3)`);

  const first = await time(() => scanReminders(db, queueReminders(boss), NOW));
  const claimed = (first.r as unknown[]).length;
  log(`the scan claimed and queued ${claimed} reminders in ${first.ms} ms`);
  const again = await time(() => scanReminders(db, queueReminders(boss), NOW));
  log(`the same scan again: ${(again.r as unknown[]).length} new in ${again.ms} ms`);
  const byKind = ((await db.execute(sql`select kind, count(*)::int as n from reminder_sends group by kind order by kind`)) as unknown as { rows: unknown[] })
    .rows;
  await boss.stop({ graceful: false, wait: true });
  console.log(
    JSON.stringify({
      members,
      zones: zones.length,
      referenceMs,
      scanMs: first.ms,
      claimed,
      againMs: again.ms,
      ratio: +(first.ms / Math.max(1, referenceMs)).toFixed(1),
      byKind,
    }),
  );
} finally {
  await close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(0);
