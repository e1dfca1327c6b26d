import 'server-only';
import PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';
import type { JobConfig } from './config';

/**
 * The queues: one newsletter job per send (it re-queues itself in slices), one job per outbox message,
 * the reminders' scan (a schedule, every 15 minutes), one job per claimed reminder, and the rollups' fold
 * (a schedule, every minute).
 */
export const QUEUES = {
  newsletter: 'newsletter-send',
  mail: 'mail-deliver',
  reminderScan: 'reminder-scan',
  reminderSend: 'reminder-send',
  rollups: 'rollups-fold',
} as const;

/** When the reminders' scan runs (cron, UTC): every quarter of an hour, so every send window (an hour or more) has several. */
export const REMINDER_SCAN_CRON = '*/15 * * * *';

/** When the admin figures' rollups fold what arrived (cron, UTC): every minute. */
export const ROLLUPS_CRON = '* * * * *';

type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[]; rowCount?: number | null }> }; // eslint-disable-line @typescript-eslint/no-explicit-any

interface PGliteLike {
  exec(text: string): Promise<Array<{ rows: unknown[]; affectedRows?: number }>>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; affectedRows?: number }>;
}
interface PoolLike {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/**
 * pg-boss's database access on the app's own connection: the node-postgres pool on PostgreSQL, or the
 * process's PGlite (one connection, in this process; see pg-boss issue #563). PGlite's extended
 * protocol takes one statement with parameters, so pg-boss's parameterless multi-statement scripts
 * (schema, migrations, locked maintenance) go through `exec`, and parameters are serialized the way
 * node-postgres does (pg's prepareValue: arrays, dates, JSON), except booleans: prepareValue writes
 * them as the text 'true', which PGlite refuses for a boolean parameter (pg-boss's updateQueue, run
 * on every start after the first, passes retryBackoff as one), so they go to PGlite as they are.
 */
export async function executorFor(db: Db): Promise<Executor> {
  const client = (db as unknown as { $client: PGliteLike | PoolLike }).$client;
  if ('exec' in client) {
    // @ts-expect-error node-postgres ships no types for its value serializer
    const { prepareValue } = (await import('pg/lib/utils.js')) as { prepareValue: (v: unknown) => unknown };
    return {
      async executeSql(text, values) {
        if (!values?.length) {
          const results = await client.exec(text);
          const last = results[results.length - 1];
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
        }
        const r = await client.query(
          text,
          values.map((v) => (typeof v === 'boolean' ? v : prepareValue(v))),
        );
        return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
      },
    };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}

/** A started pg-boss on `db` with the two queues (created if missing; pg-boss migrates its own schema `pgboss`). */
export async function startBoss(db: Db, config: JobConfig): Promise<PgBoss> {
  const boss = new PgBoss({
    db: await executorFor(db),
    schema: 'pgboss',
    // Expired jobs (their worker died) are found by maintenance: as often as a lease lasts, at most every minute.
    maintenanceIntervalSeconds: Math.min(60, config.leaseSeconds),
    // pg-boss's schedules (the reminders' scan): every instance keeps the clock, each slot's job is made once.
    schedule: true,
  });
  boss.on('error', (error) => console.error('[jobs]', error instanceof Error ? error.message : error));
  await boss.start();
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  const wanted = {
    [QUEUES.newsletter]: { name: QUEUES.newsletter, expireInSeconds: config.leaseSeconds, retryLimit: 20, retryDelay: 1, retryBackoff: true },
    [QUEUES.mail]: {
      name: QUEUES.mail,
      expireInSeconds: config.leaseSeconds,
      retryLimit: Math.max(0, config.maxAttempts - 1),
      retryDelay: config.retrySeconds,
      retryBackoff: true,
    },
    // At most one waiting scan: a slot missed while no worker ran is not made up twice.
    [QUEUES.reminderScan]: { name: QUEUES.reminderScan, policy: 'short' as const, expireInSeconds: 300, retryLimit: 2, retryDelay: 30 },
    // At most one waiting fold; a fold that dies rolls back whole and the next one does its work.
    [QUEUES.rollups]: { name: QUEUES.rollups, policy: 'short' as const, expireInSeconds: 300, retryLimit: 2, retryDelay: 30 },
    // Per reminder (its singleton key) at most one job waiting and one running (pg-boss's `stately`):
    // queueing a claim again while its job waits adds nothing.
    [QUEUES.reminderSend]: {
      name: QUEUES.reminderSend,
      policy: 'stately' as const,
      expireInSeconds: config.leaseSeconds,
      retryLimit: Math.max(0, config.maxAttempts - 1),
      retryDelay: config.retrySeconds,
      retryBackoff: true,
    },
  };
  for (const [name, options] of Object.entries(wanted)) {
    if (existing.has(name)) await boss.updateQueue(name, { ...options, policy: undefined });
    else
      await boss.createQueue(name, options).catch(async (error) => {
        // Another process created it at the same moment.
        if (!(await boss.getQueue(name))) throw error;
      });
  }
  return boss;
}
