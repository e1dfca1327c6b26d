// Issue #34, "Reminders that arrive", on PostgreSQL across a killed worker: the scenario of
// reminders-scenario.ts with `npm run worker` processes, the first SIGKILLed mid-send. The process's
// database (the one-click route handler's) is a scratch database on TEST_DATABASE_URL's server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import pg from 'pg';
import './setup';
import type { Db } from '@/lib/db';
import { reminderSends } from '@/lib/reminders/tables';
import { scratchDatabase } from './db-targets';
import { smtpSink } from './smtp-sink';
import { startWorkerProcess } from './worker-process';

vi.setConfig({ testTimeout: 240_000 });
const url = process.env.TEST_DATABASE_URL;
// The process's database is the scratch one, set before anything opens it.
const scratch = url ? await scratchDatabase(url) : null;
if (scratch) process.env.DATABASE_URL = scratch.url;
const { db: processDb } = await import('@/lib/db');
const { startBoss } = await import('@/lib/jobs/boss');
const { LAST_DAY, SITE, allSent, checkMail, expected, firstDayAndUnsubscribe, identity, scanRange, seed } = await import('./reminders-scenario');

const config = { ratePerSecond: 1000, concurrency: 1, leaseSeconds: 4, retrySeconds: 1, maxAttempts: 5, workerInApp: false, pollSeconds: 0.5 };

const workerProcess = (databaseUrl: string, smtpUrl: string, dataDir: string) =>
  startWorkerProcess(databaseUrl, smtpUrl, dataDir, { SITE_URL: SITE, MAIL_RATE_PER_SECOND: '1000', MAIL_CONCURRENCY: '1' });

describe.skipIf(!scratch)('reminders across a worker process killed mid-send (PostgreSQL)', () => {
  let db: Db;
  let boss: PgBoss;
  const scoped = scratch?.url ?? '';
  const dataDir = mkdtempSync(join(tmpdir(), 'exhale-reminders-kill-'));
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    db = await processDb();
    boss = await startBoss(db, config);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await boss?.stop({ graceful: false, wait: true });
    // The process's pool stays open until the file ends: drop the scratch database from under it.
    if (scratch) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(scratch.url).pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('three zones over ten days, SIGKILL the worker mid-send, another finishes: each reminder once (a message the killed worker had in hand may come again with its Message-ID)', async () => {
    // The server takes its time to answer each message, so the kill lands while one is in hand.
    const smtp = await smtpSink(() => 'accept', { ackDelayMs: 400 });
    try {
      const members = await seed(db);
      const claimed: string[] = [];
      const first = workerProcess(scoped, smtp.url, dataDir);
      children.push(first);
      await firstDayAndUnsubscribe(db, boss, members, smtp, claimed);
      const before = smtp.received.length;

      // The scans go on while the worker sends; it is killed after its third message of this part.
      const scanning = scanRange(db, boss, members, '2026-10-25T00:00:00Z', '2026-11-03T00:00:00Z', claimed);
      await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThanOrEqual(before + 3), { timeout: 60_000, interval: 20 });
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      await scanning;
      const unsent = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(reminderSends)
        .where(and(isNull(reminderSends.sentAt), lte(reminderSends.day, LAST_DAY)));
      expect(unsent[0]!.n).toBeGreaterThan(0);

      children.push(workerProcess(scoped, smtp.url, dataDir));
      await allSent(db);
      checkMail(members, claimed, smtp.received);
      // At most the one message the killed worker had in hand went out twice, with one Message-ID.
      const ours = smtp.received.filter((m) => identity(m).split(' ')[2]! <= LAST_DAY);
      expect(ours.length - expected(members).length).toBeLessThanOrEqual(1);
      // Nothing is claimed twice: the table holds one row per member, kind and day.
      const rows = await db.select().from(reminderSends).where(eq(reminderSends.uid, members[0]!.uid));
      expect(rows.length).toBe(new Set(rows.map((r) => `${r.kind} ${r.day}`)).size);
    } finally {
      await smtp.close();
    }
  });
});
