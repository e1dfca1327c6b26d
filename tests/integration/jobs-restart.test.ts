// Issue #37: the second start of the job queue on existing data. pg-boss's start on a database it has
// set up before updates its queues (updateQueue), with a boolean parameter PGlite refused when it came
// as node-postgres's text 'true': every second start of the embedded app stopped all jobs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '@/lib/db';
import { newsletterSends, subscriptions } from '@/lib/newsletter/tables';
import { outbox } from '@/lib/email/tables';
import { scratchDatabase } from './db-targets';
import { smtpSink } from './smtp-sink';

vi.setConfig({ testTimeout: 90_000 });
const { startBoss, QUEUES } = await import('@/lib/jobs/boss');
const { startWorker } = await import('@/lib/compose/worker');
const { createSend } = await import('@/lib/newsletter/send');
const { sendMail, smtpTransport } = await import('@/lib/email');
const { hashToken, newToken } = await import('@/lib/security/tokens');

const SITE = 'https://exhale.example';
const FROM = 'Exhale <hello@exhale.example>';
const config = { ratePerSecond: 1000, concurrency: 4, leaseSeconds: 4, retrySeconds: 1, maxAttempts: 3, workerInApp: true, pollSeconds: 0.5 };

/** The app's job side as a process starts it: open (and migrate) the database, start the queue, work it. */
async function start(url: string, smtpUrl: string) {
  const { db, close } = await openDb(url);
  const boss = await startBoss(db, config);
  const transport = await smtpTransport(smtpUrl);
  const stopWorker = await startWorker({ db, boss, config, siteUrl: SITE, mail: { transport, from: FROM } });
  return {
    db,
    boss,
    transport,
    stop: async () => {
      await stopWorker();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await close();
    },
  };
}

const targets: Array<[string, (() => Promise<{ url: string; drop: () => Promise<void> }>) | null]> = [
  [
    'PGlite in a data folder',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'exhale-restart-'));
      return { url: dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ['PostgreSQL', process.env.TEST_DATABASE_URL ? () => scratchDatabase(process.env.TEST_DATABASE_URL!) : null],
];

for (const [name, make] of targets) {
  describe.skipIf(!make)(`a restart on existing data keeps the jobs moving (${name})`, () => {
    it('started, stopped and started again on the same data: a newsletter and a transactional email are both delivered', async () => {
      const place = await make!();
      const smtp = await smtpSink();
      try {
        // First start: sets up pg-boss's schema and queues; one email goes out.
        const first = await start(place.url, smtp.url);
        const enqueue1 = (id: string) => first.boss.send(QUEUES.mail, { id });
        await sendMail(first.db, mail('before@example.test'), { transport: first.transport, from: FROM, enqueue: enqueue1 });
        await vi.waitFor(() => expect(smtp.received.map((m) => m.to)).toContain('before@example.test'), { timeout: 20_000, interval: 200 });
        await first.db.insert(subscriptions).values(
          ['reader-1@example.test', 'reader-2@example.test'].map((email) => ({
            email,
            locale: 'en-US',
            status: 'active' as const,
            unsubscribeTokenHash: hashToken(newToken()),
          })),
        );
        await first.stop();

        // Second start on the same data: this start failed on PGlite ("Invalid input for boolean type").
        const second = await start(place.url, smtp.url);
        try {
          const db: Db = second.db;
          // The data of the first run is there.
          expect((await db.select().from(subscriptions)).map((s) => s.email).sort()).toEqual(['reader-1@example.test', 'reader-2@example.test']);
          const mailId = await sendMail(db, mail('after@example.test'), {
            transport: second.transport,
            from: FROM,
            enqueue: (id) => second.boss.send(QUEUES.mail, { id }),
          });
          const { id: sendId } = await createSend(db, { subject: 'After the restart', body: 'Still here.', locales: ['en-US'] });
          await second.boss.send(QUEUES.newsletter, { sendId });
          await vi.waitFor(
            async () => {
              expect((await db.select().from(outbox).where(eq(outbox.id, mailId)))[0]?.status).toBe('sent');
              expect((await db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId)))[0]?.status).toBe('done');
            },
            { timeout: 30_000, interval: 250 },
          );
          const got = smtp.received.map((m) => `${m.to} ${m.headers['subject']}`).sort();
          expect(got).toEqual([
            'after@example.test Confirm',
            'before@example.test Confirm',
            'reader-1@example.test After the restart',
            'reader-2@example.test After the restart',
          ]);
        } finally {
          await second.stop();
        }
      } finally {
        await smtp.close();
        await place.drop();
      }
    });
  });
}

function mail(to: string) {
  return { to, subject: 'Confirm', text: 'Please confirm.', html: '<p>Please confirm.</p>', template: 'subscribe-verify', locale: 'en-US' };
}
