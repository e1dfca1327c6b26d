import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { foldAllFunnel, rebuildFunnelRollup } from '@/lib/funnel/rollups';

/**
 * The admin figures' rollups (issue #36), one place for the job and the backfill:
 * - the funnel's (onboarding events, append-only, 10⁷ of them): a trigger queues each event, a job folds
 *   the queue every minute (lib/funnel/rollups.ts), readers add what is still queued;
 * - purchases, check-ins and reminders sent and followed (rows that change in place: a status, a day's
 *   check-in replaced, a claim sent): counters moved by statement triggers in the writing transaction
 *   (migration 0017), and each member's latest check-in day on their plan (migration 0020).
 */

/** Folds every queued onboarding event into the funnel's rollup (the job, every minute). Returns how many. */
export const foldRollups = (db: Db) => foldAllFunnel(db);

/**
 * Builds every rollup anew from the raw rows (existing data, a bulk load, a repair): `npm run
 * rollups:backfill`, and the bench after its seed. Each table's writes wait while its rollup is rebuilt.
 */
export async function backfillRollups(db: Db) {
  const started = Date.now();
  await rebuildFunnelRollup(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table purchases in share mode`);
    await tx.execute(sql`delete from purchase_rollups`);
    await tx.execute(sql`insert into purchase_rollups (day, store, status, currency, n, micros)
      select (purchased_at at time zone 'UTC')::date, store, status, currency, count(*), sum(price_micros) from purchases group by 1, 2, 3, 4`);
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table check_ins in share mode`);
    await tx.execute(sql`delete from check_in_days`);
    await tx.execute(sql`insert into check_in_days (day, n) select day, count(*) from check_ins group by 1`);
    await tx.execute(sql`update quit_plans q set last_check_in = l.day
      from (select p.uid, max(c.day) as day from quit_plans p left join check_ins c on c.uid = p.uid group by 1) l
      where l.uid = q.uid and q.last_check_in is distinct from l.day`);
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table reminder_sends, check_ins in share mode`);
    await tx.execute(sql`delete from reminder_days`);
    await tx.execute(sql`insert into reminder_days (day, kind, sent, followed)
      select (sent_at at time zone 'UTC')::date, kind, count(*), count(*) filter (where reminder_followed(uid, sent_at))
      from reminder_sends where sent_at is not null group by 1, 2`);
  });
  await db.execute(sql`analyze funnel_rollups, purchase_rollups, check_in_days, quit_plans, reminder_days`);
  return { ms: Date.now() - started };
}
