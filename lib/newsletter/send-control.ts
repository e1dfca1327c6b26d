import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { newsletterDeliveries, newsletterSends } from './tables';
import { rowsOf, type SendStatus } from './send';

/** A newsletter send's controls (pause, resume, cancel) and its progress as /admin/email shows it (lib/newsletter/send.ts sends). */

/** Pause, resume or cancel a send; returns whether the send was in a state that allows it. */
export async function controlSend(db: Db, sendId: string, action: 'pause' | 'resume' | 'cancel'): Promise<boolean> {
  if (action === 'pause') {
    const r = await db
      .update(newsletterSends)
      .set({ status: 'paused' })
      .where(and(eq(newsletterSends.id, sendId), inArray(newsletterSends.status, ['queued', 'sending'])))
      .returning({ id: newsletterSends.id });
    return r.length > 0;
  }
  if (action === 'resume') {
    const r = await db
      .update(newsletterSends)
      .set({ status: sql`case when ${newsletterSends.startedAt} is null then 'queued' else 'sending' end` })
      .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.status, 'paused')))
      .returning({ id: newsletterSends.id });
    return r.length > 0;
  }
  return db.transaction(async (tx) => {
    const r = await tx
      .update(newsletterSends)
      .set({ status: 'cancelled', finishedAt: new Date() })
      .where(and(eq(newsletterSends.id, sendId), inArray(newsletterSends.status, ['queued', 'sending', 'paused'])))
      .returning({ id: newsletterSends.id });
    if (!r.length) return false;
    await tx
      .update(newsletterDeliveries)
      .set({ state: 'cancelled' })
      .where(and(eq(newsletterDeliveries.sendId, sendId), eq(newsletterDeliveries.state, 'queued')));
    return true;
  });
}

export interface SendProgress {
  id: string;
  subject: string;
  locales: string[];
  status: SendStatus;
  total: number;
  sent: number;
  failed: number;
  cancelled: number;
  /** Messages per second over the last 30 seconds. */
  rate: number;
  /** Seconds left at that rate (null when not sending or no rate yet). */
  secondsLeft: number | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** The latest sends with their progress (for the admin email page and its polling). */
export async function sendProgress(db: Db, opts: { limit?: number; ids?: string[] } = {}): Promise<SendProgress[]> {
  const sends = await db
    .select()
    .from(newsletterSends)
    .where(opts.ids ? inArray(newsletterSends.id, opts.ids.length ? opts.ids : ['00000000-0000-0000-0000-000000000000']) : undefined)
    .orderBy(desc(newsletterSends.createdAt))
    .limit(opts.limit ?? 10);
  if (!sends.length) return [];
  const counts = rowsOf<{ send_id: string; sent: number; failed: number; cancelled: number; recent: number }>(
    await db.execute(sql`
      select send_id, count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state = 'failed')::int as failed,
             count(*) filter (where state = 'cancelled')::int as cancelled,
             count(*) filter (where state = 'sent' and sent_at > now() - interval '30 seconds')::int as recent
      from newsletter_deliveries where send_id in (${sql.join(
        sends.map((s) => sql`${s.id}::uuid`),
        sql`, `,
      )}) group by send_id`),
  );
  return sends.map((s) => {
    const c = counts.find((x) => x.send_id === s.id) ?? { sent: 0, failed: 0, cancelled: 0, recent: 0 };
    const rate = Math.round((c.recent / 30) * 10) / 10;
    const left = Math.max(0, s.total - c.sent - c.failed - c.cancelled);
    return {
      id: s.id,
      subject: s.subject,
      locales: s.locales,
      status: s.status,
      total: s.total,
      sent: c.sent,
      failed: c.failed,
      cancelled: c.cancelled,
      rate,
      secondsLeft: s.status === 'sending' && rate > 0 ? Math.ceil(left / rate) : null,
      createdAt: s.createdAt,
      startedAt: s.startedAt,
      finishedAt: s.finishedAt,
    };
  });
}
