import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db';

// A newsletter send's deliveries as its worker lanes take them (lib/newsletter/send.ts): claimed with a
// lease, given back when a lane does not get to them.

export interface Claimed {
  id: number;
  attempts: number;
  subscription_id: string;
  email: string;
  locale: string;
  uid: string | null;
  status: string;
}

/** Step 2: up to `n` deliveries of the send, taken with a lease; ready queued ones first, else ones whose worker died. */
export async function claim(db: Db, sendId: string, leaseSeconds: number, n: number): Promise<Claimed[]> {
  for (const which of [sql`state = 'queued' and next_attempt_at <= now()`, sql`state = 'sending' and lease_until < now()`]) {
    // The CTE runs once (an IN subquery with LIMIT may be run again per row and take more than n).
    const r = await db.execute(sql`
      with picked as (select id from newsletter_deliveries where send_id = ${sendId}::uuid and ${which} limit ${n} for update skip locked)
      update newsletter_deliveries d
      set state = 'sending', attempts = d.attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds})
      from subscriptions s, picked
      where d.id = picked.id
        and s.id = d.subscription_id
        and exists (select 1 from newsletter_sends ns where ns.id = ${sendId}::uuid and ns.status = 'sending')
      returning d.id, d.attempts, d.subscription_id, s.email, s.locale, s.uid, s.status`);
    const rows = rowsOf<Claimed>(r);
    if (rows.length) return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
  return [];
}

/**
 * Claims a lane did not get to (paused, cancelled, out of time) go back as they were; on a cancelled
 * send, cancelled. One whose lease ran out is left to whichever worker takes it over.
 */
export async function release(db: Db, sendId: string, ids: number[]) {
  if (!ids.length) return;
  await db.execute(sql`
    update newsletter_deliveries d
    set state = case when ns.status = 'cancelled' then 'cancelled' else 'queued' end, attempts = d.attempts - 1, lease_until = null
    from newsletter_sends ns
    where ns.id = ${sendId}::uuid and d.send_id = ns.id and d.state = 'sending' and d.lease_until > now()
      and d.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
}
