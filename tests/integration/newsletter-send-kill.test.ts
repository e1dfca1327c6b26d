import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { openDb, type Db } from '@/lib/db';
import { newsletterDeliveries, newsletterSends, subscriptions } from '@/lib/newsletter/tables';
import { smtpSink } from './smtp-sink';
import { startWorkerProcess } from './worker-process';

vi.setConfig({ testTimeout: 120_000 });
const { startBoss, QUEUES } = await import('@/lib/jobs/boss');
const { createSend } = await import('@/lib/newsletter/send');

const url = process.env.TEST_DATABASE_URL;
/** Several thousand recipients; fewer on CI, whose run has a time limit. */
const RECIPIENTS = process.env.CI ? 2000 : 5000;
const CONCURRENCY = 4;
const startWorker = (databaseUrl: string, smtpUrl: string, dataDir: string) =>
  startWorkerProcess(databaseUrl, smtpUrl, dataDir, { MAIL_RATE_PER_SECOND: '100000', MAIL_CONCURRENCY: String(CONCURRENCY) });

describe.skipIf(!url)('a newsletter survives a worker killed mid-send (PostgreSQL, worker processes)', () => {
  let db: Db;
  let closeDb: () => Promise<void>;
  let admin: pg.Client;
  let name: string;
  let scoped: string;
  let boss: PgBoss;
  const dataDir = mkdtempSync(join(tmpdir(), 'exhale-kill-'));
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    name = `exhale_t_kill_${Date.now().toString(36)}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    scoped = u.toString();
    ({ db, close: closeDb } = await openDb(scoped));
    boss = await startBoss(db, { ratePerSecond: 1, concurrency: 1, leaseSeconds: 4, retrySeconds: 1, maxAttempts: 3, workerInApp: false, pollSeconds: 1 });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await boss?.stop({ graceful: false, wait: true });
    await closeDb?.();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${RECIPIENTS} subscribers, SIGKILL the worker mid-send, another finishes: every recipient exactly once (up to the killed worker's in-flight messages, resent with the same Message-ID)`, async () => {
    await db.execute(sql`
      insert into subscriptions (email, locale, status, unsubscribe_token_hash)
      select 'kill-' || i || '@example.test', 'en-US', 'active', md5('kill' || i) from generate_series(1, ${RECIPIENTS}) as i`);
    const smtp = await smtpSink();
    try {
      const { id } = await createSend(db, { subject: 'Killed mid-send', body: 'Still arrives once.', locales: ['en-US'] });
      await boss.send(QUEUES.newsletter, { sendId: id });

      const first = startWorker(scoped, smtp.url, dataDir);
      children.push(first);
      await vi.waitFor(() => expect(smtp.received.length).toBeGreaterThan(RECIPIENTS / 4), { timeout: 60_000, interval: 20 });
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      const atKill = smtp.received.length;
      expect(atKill).toBeLessThan(RECIPIENTS);

      children.push(startWorker(scoped, smtp.url, dataDir));
      await vi.waitFor(
        async () => {
          const [s] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, id));
          expect(s?.status).toBe('done');
        },
        { timeout: 90_000, interval: 250 },
      );

      // Who the send was fixed with: every active subscriber (the demo data's too).
      const recipients = (
        await db
          .select({ email: subscriptions.email, state: newsletterDeliveries.state })
          .from(newsletterDeliveries)
          .innerJoin(subscriptions, eq(subscriptions.id, newsletterDeliveries.subscriptionId))
          .where(eq(newsletterDeliveries.sendId, id))
      ).map((r) => {
        expect(r.state).toBe('sent');
        return r.email.toLowerCase();
      });
      expect(recipients.length).toBeGreaterThanOrEqual(RECIPIENTS);

      const byRecipient = new Map<string, string[]>();
      for (const m of smtp.received) byRecipient.set(m.to, [...(byRecipient.get(m.to) ?? []), m.headers['message-id']!]);
      expect([...byRecipient.keys()].sort()).toEqual([...recipients].sort());
      const twice = [...byRecipient].filter(([, ids]) => ids.length > 1);
      // At most the messages the killed worker had in flight went out twice, each with one Message-ID.
      expect(twice.length).toBeLessThanOrEqual(CONCURRENCY);
      for (const [, ids] of twice) expect(new Set(ids).size).toBe(1);
      expect(smtp.received.length).toBe(recipients.length + twice.reduce((n, [, ids]) => n + ids.length - 1, 0));
    } finally {
      await smtp.close();
    }
  });
});
