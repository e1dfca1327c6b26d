import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox } from '@/lib/db/schema';
import type { Rendered } from './templates';

export const MAX_ATTEMPTS = 5;
/** Messages per page of the admin email page's outbox list. */
export const OUTBOX_PAGE = 50;

export interface Transport {
  send(message: { from: string; to: string; subject: string; text: string; html: string; headers: Record<string, string> }): Promise<void>;
}

export interface OutgoingMail extends Rendered {
  to: string;
  template: string;
  locale: string;
  headers?: Record<string, string>;
  uid?: string | null;
}

/**
 * Every email goes into the outbox first, then to the transport (SMTP in production). Without a
 * transport (embedded mode) the outbox is the mailbox: the message is kept as delivered there.
 * A failed send stays in the outbox with its error and is retried by `retryFailed`.
 */
export async function sendMail(db: Db, mail: OutgoingMail, deps: { transport: Transport | null; from: string }) {
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      template: mail.template,
      locale: mail.locale,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      uid: mail.uid ?? null,
    })
    .returning();
  await deliver(db, row!, deps);
  return row!.id;
}

async function deliver(db: Db, row: typeof outbox.$inferSelect, deps: { transport: Transport | null; from: string }) {
  if (!deps.transport) {
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1 })
      .where(eq(outbox.id, row.id));
    return;
  }
  try {
    await deps.transport.send({ from: deps.from, to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers });
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), error: null, attempts: row.attempts + 1 })
      .where(eq(outbox.id, row.id));
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', error: String((error as Error).message ?? error).slice(0, 500), attempts: row.attempts + 1 })
      .where(eq(outbox.id, row.id));
  }
}

/** Sends the failed messages again (up to MAX_ATTEMPTS each). */
export async function retryFailed(db: Db, deps: { transport: Transport | null; from: string }, limit = 50) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'failed'), lt(outbox.attempts, MAX_ATTEMPTS)))
    .limit(limit);
  for (const row of rows) await deliver(db, row, deps);
  return rows.length;
}

export async function latestMail(db: Db, limit = 20) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

/** One page of the outbox, newest first (one more row than a page: is there a next one?). */
export async function outboxPage(db: Db, page: number) {
  return db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(OUTBOX_PAGE + 1)
    .offset((page - 1) * OUTBOX_PAGE);
}
