import 'server-only';
import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';
import { deliver, type Transport } from '@/lib/email/queries';
import { runSlice } from '@/lib/newsletter/send';
import { QUEUES, REMINDER_SCAN_CRON, ROLLUPS_CRON } from '@/lib/jobs/boss';
import { foldRollups } from './rollups';
import { liveAccount } from '@/lib/auth/live';
import { claimKey, scanReminders, sendReminder, type Claim } from '@/lib/reminders';
import type { JobConfig } from '@/lib/jobs/config';
import { throttle } from '@/lib/jobs/throttle';

export interface WorkerDeps {
  db: Db;
  boss: PgBoss;
  config: JobConfig;
  siteUrl: string;
  mail: { transport: Transport | null; from: string };
  /** The member's address for reminders (default: the identity provider's live record). */
  recipient?: (uid: string) => Promise<{ email: string | null; disabled: boolean } | null>;
}

/** Reminders one worker takes from the queue at a time (sent one after the other at the process's send rate). */
export const REMINDER_BATCH = 20;

/** A send job per claimed reminder, at most one waiting and one running per reminder (the queue's singleton key, `stately`). */
export const queueReminders = (boss: PgBoss) => (claims: Claim[]) =>
  boss.insert(claims.map((c) => ({ name: QUEUES.reminderSend, data: c, singletonKey: claimKey(c) })));

/**
 * Works the queues in this process: newsletter slices (each runs for at most half a lease, then
 * queues the next one, so a killed worker's send is picked up by another once its job expires) and
 * single outbox messages (a refused message fails the job; pg-boss retries it with backoff up to
 * MAIL_MAX_ATTEMPTS), the reminders' scan (every 15 minutes, REMINDER_SCAN_CRON), one reminder at a
 * time (lib/reminders) and the rollups' fold (every minute, ROLLUPS_CRON: lib/compose/rollups.ts). One send rate per process for all. Returns a function that stops it.
 */
export async function startWorker({ db, boss, config, siteUrl, mail, recipient = liveAccount }: WorkerDeps): Promise<() => Promise<void>> {
  const wait = throttle(config.ratePerSecond);
  const sliceMs = (config.leaseSeconds * 1000) / 2;
  const sendDeps = {
    siteUrl,
    mail,
    concurrency: config.concurrency,
    leaseSeconds: config.leaseSeconds,
    retrySeconds: config.retrySeconds,
    maxAttempts: config.maxAttempts,
    throttle: wait,
  };
  const polling = { pollingIntervalSeconds: config.pollSeconds, batchSize: 1 };
  const ids = [
    await boss.work<{ sendId: string }>(
      QUEUES.newsletter,
      polling,
      logged(QUEUES.newsletter, async ([job]) => {
        const sendId = job!.data.sendId;
        const next = await runSlice(db, sendId, sendDeps, sliceMs);
        if (next) await boss.send(QUEUES.newsletter, { sendId }, { startAfter: next });
      }),
    ),
    await boss.work<{ id: string }>(
      QUEUES.mail,
      polling,
      logged(QUEUES.mail, async ([job]) => {
        const r = await deliver(db, job!.data.id, { ...mail, leaseSeconds: config.leaseSeconds, throttle: wait });
        if (typeof r === 'object') throw new Error(r.failed);
      }),
    ),
    await boss.work(
      QUEUES.reminderScan,
      polling,
      logged(QUEUES.reminderScan, async () => void (await scanReminders(db, queueReminders(boss)))),
    ),
    await boss.work(
      QUEUES.rollups,
      polling,
      logged(QUEUES.rollups, async () => void (await foldRollups(db))),
    ),
    // Reminders in batches (pg-boss polls once a second): each job on its own; a failed one is failed
    // alone (retried with backoff), the batch's others complete.
    await boss.work<Claim>(QUEUES.reminderSend, { pollingIntervalSeconds: config.pollSeconds, batchSize: REMINDER_BATCH }, async (jobs) => {
      for (const job of jobs) {
        try {
          await sendReminder(db, job.data, { siteUrl, mail, recipient, throttle: wait });
        } catch (error) {
          console.error(`[jobs] ${QUEUES.reminderSend} ${job.id} failed (retried with backoff):`, (error as Error).message ?? error);
          await boss.fail(QUEUES.reminderSend, job.id, { message: String((error as Error).message ?? error).slice(0, 500) });
        }
      }
    }),
  ];
  // The same schedule from every worker: pg-boss keeps one (by name) and makes each slot's job once.
  await boss.schedule(QUEUES.reminderScan, REMINDER_SCAN_CRON, {}, { singletonKey: 'scan' });
  await boss.schedule(QUEUES.rollups, ROLLUPS_CRON, {}, { singletonKey: 'fold' });
  return async () => {
    for (const id of ids) await boss.offWork({ id });
  };
}

/** A job that throws is failed and retried by pg-boss, which does not report it: say it here. */
function logged<T>(queue: string, handler: (jobs: PgBoss.Job<T>[]) => Promise<void>) {
  return async (jobs: PgBoss.Job<T>[]) => {
    try {
      await handler(jobs);
    } catch (error) {
      console.error(`[jobs] ${queue} ${jobs.map((j) => j.id).join(',')} failed (retried with backoff):`, (error as Error).message ?? error);
      throw error;
    }
  };
}
