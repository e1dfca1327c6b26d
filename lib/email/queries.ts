import 'server-only';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox } from './tables';
import { withoutTokens } from '@/lib/security/tokens';
import type { Rendered } from './templates';

/** Attempts per message without a queue (inline retries by the admin's button). */
export const MAX_ATTEMPTS = 5;
/** Messages per page of the admin email page's outbox list. */
export const OUTBOX_PAGE = 50;

export interface Transport {
  send(message: { from: string; to: string; subject: string; text: string; html: string; headers: Record<string, string>; messageId?: string }): Promise<void>;
}

export interface MailDeps {
  transport: Transport | null;
  from: string;
  /** Hands a queued outbox message to the job queue (lib/jobs); without it the message is sent inline. */
  enqueue?: (outboxId: string) => Promise<unknown>;
  /** How long a worker holds a message it is sending (lib/jobs MAIL_LEASE_SECONDS). */
  leaseSeconds?: number;
  /** Waits for a slot of the process's send rate. */
  throttle?: () => Promise<unknown>;
}

export interface OutgoingMail extends Rendered {
  to: string;
  template: string;
  locale: string;
  headers?: Record<string, string>;
  uid?: string | null;
}

/**
 * Every email goes into the outbox first. Without a transport (embedded mode) the outbox is the
 * mailbox: the message is kept there as delivered. With SMTP, the message is handed to the job queue
 * (`deps.enqueue`, see lib/jobs), so the page that sent it never waits for the SMTP server; a worker
 * sends it and retries it with backoff. Without a queue (tests, scripts) it is sent inline.
 */
export async function sendMail(db: Db, mail: OutgoingMail, deps: MailDeps) {
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
      ...(deps.transport ? {} : { status: 'sent' as const, sentAt: new Date(), attempts: 1 }),
    })
    .returning();
  if (!deps.transport) return row!.id;
  if (deps.enqueue) await deps.enqueue(row!.id);
  else await deliver(db, row!.id, deps);
  return row!.id;
}

/**
 * Sends one outbox message (a job's work, or inline). The row is claimed first (queued or failed, or
 * sending with an expired lease: its worker died), so two workers never send it at the same time.
 * Returns what happened; `failed` carries the error (the queue retries the job with backoff).
 */
export async function deliver(db: Db, id: string, deps: MailDeps): Promise<'sent' | 'skipped' | { failed: string }> {
  const lease = deps.leaseSeconds ?? 60;
  const [row] = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, leaseUntil: sql`now() + make_interval(secs => ${lease})` })
    .where(
      and(
        eq(outbox.id, id),
        sql`(${outbox.status} in ('queued', 'failed') or (${outbox.status} = 'sending' and ${outbox.leaseUntil} < now()))`,
        sql`${outbox.id} = (select o.id from ${outbox} o where o.id = ${id} for update skip locked)`,
      ),
    )
    .returning();
  if (!row) return 'skipped';
  // Later writes only while the claim is still this call's: a worker whose lease ran out (and whose row
  // another worker claimed again, counting one more attempt) changes nothing.
  const claimed = and(eq(outbox.id, id), eq(outbox.status, 'sending'), eq(outbox.attempts, row.attempts));
  if (!deps.transport) {
    await db.update(outbox).set({ status: 'sent', sentAt: new Date(), leaseUntil: null }).where(claimed);
    return 'sent';
  }
  try {
    await deps.throttle?.();
    await deps.transport.send({ from: deps.from, to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers });
    // Delivered: the copy keeps no live links (confirm, unsubscribe, password), so a leaked table or
    // backup acts on nothing. In embedded mode (above) the outbox is the mailbox and keeps them.
    const copy = withoutTokens({ text: row.text, html: row.html, headers: row.headers });
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), error: null, leaseUntil: null, ...copy })
      .where(claimed);
    return 'sent';
  } catch (error) {
    const message = String((error as Error).message ?? error).slice(0, 500);
    await db.update(outbox).set({ status: 'failed', error: message, leaseUntil: null }).where(claimed);
    return { failed: message };
  }
}

/**
 * The admin's "send failed messages again": with a queue, every failed message is queued again as a
 * job (a fresh series of retries); without one, those with attempts left are sent inline.
 */
export async function retryFailed(db: Db, deps: MailDeps, limit = 500) {
  if (deps.enqueue) {
    const rows = await db
      .update(outbox)
      .set({ status: 'queued' })
      .where(inArray(outbox.id, db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'failed')).limit(limit)))
      .returning({ id: outbox.id });
    for (const r of rows) await deps.enqueue(r.id);
    return rows.length;
  }
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'failed'), lt(outbox.attempts, MAX_ATTEMPTS)))
    .limit(limit);
  for (const row of rows) await deliver(db, row.id, deps);
  return rows.length;
}

export async function latestMail(db: Db, limit = 20, to?: string | null) {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

/** One page of the outbox, newest first (one more row than a page: is there a next one?). */
/**
 * One page of the outbox for /admin/email, newest first. The copies it shows carry no working link
 * (`withoutTokens`): a message not delivered yet still holds its set-password, confirmation and
 * unsubscribe links for its retries, and they belong to the person it is addressed to, not to every
 * admin. (In embedded mode the links are read from `GET /api/dev/outbox`.)
 */
export async function outboxPage(db: Db, page: number) {
  const rows = await db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(OUTBOX_PAGE + 1)
    .offset((page - 1) * OUTBOX_PAGE);
  return rows.map((row) => ({ ...row, ...withoutTokens({ subject: row.subject, text: row.text, html: row.html, headers: row.headers }) }));
}
