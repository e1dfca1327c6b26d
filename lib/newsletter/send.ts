import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db';
import { newsletterDeliveries, newsletterSends } from './tables';
import { outbox } from '@/lib/email/tables';
import type { Transport } from '@/lib/email/queries';
import { newsletterEmail } from '@/lib/email/templates';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { issueNewsletterTokens } from './tokens';
import { claim, release, type Claimed } from './claims';
import type { NewsletterInput } from './schema';

/**
 * A newsletter is a job. The admin's send only writes a `newsletter_sends` row and queues a job (it
 * answers at once, whatever the audience). A worker then:
 *  1. fixes the recipients in one INSERT … SELECT (the active subscribers of the chosen languages at
 *     that moment; one `newsletter_deliveries` row each, unique per send and subscription);
 *  2. claims deliveries a few at a time per lane (`FOR UPDATE SKIP LOCKED`, with a lease; the
 *     recipients' unsubscribe tokens in one statement per claim), so any number of workers can share
 *     a send and none takes a row another holds; MAIL_CONCURRENCY lanes, one message in flight each;
 *  3. hands each message to SMTP and marks it sent right after the server accepted it (the same
 *     statement tells the lane whether the send was paused or cancelled meanwhile: then it stops and
 *     gives its unsent claims back); a refused message goes back to the queue with backoff and is
 *     marked failed with its error after the last attempt.
 * A worker killed mid-send leaves its claimed messages in `sending`; when their lease runs out another
 * worker sends them. Only its in-flight ones (MAIL_CONCURRENCY, 4 by default) may have gone out. Such a message may have
 * reached the SMTP server just before the kill: that is the one unavoidable at-least-once window at
 * the SMTP boundary. It carries the same Message-ID both times, so mail clients show it once.
 */

export type SendStatus = (typeof newsletterSends.status.enumValues)[number];

export interface SendDeps {
  siteUrl: string;
  mail: { transport: Transport | null; from: string };
  /** Messages in flight at once in this worker. */
  concurrency: number;
  leaseSeconds: number;
  retrySeconds: number;
  maxAttempts: number;
  /** Waits for a slot of the process's send rate. */
  throttle: () => Promise<unknown>;
  /** Deliveries each lane claims at once (CLAIM_BATCH by default). */
  claimBatch?: number;
}

/** Deliveries a lane claims per statement: fewer round trips per message, still only one message in flight per lane. */
export const CLAIM_BATCH = 8;

/**
 * Queues a newsletter: one row, nothing per recipient yet. Returns its id (the job's) and whether it
 * is new: with the admin form's idempotency key, a repeated request finds the send the first one made
 * (`existing`: its status), or `conflict` when that send has another subject, body or languages.
 */
export async function createSend(db: Db, input: NewsletterInput): Promise<{ id: string; created: true }>;
export async function createSend(
  db: Db,
  input: NewsletterInput,
  key: string,
): Promise<{ id: string; created: true } | { id: string; created: false; status: string } | { conflict: true }>;
export async function createSend(
  db: Db,
  input: NewsletterInput,
  key?: string,
): Promise<{ id: string; created: true } | { id: string; created: false; status: string } | { conflict: true }> {
  const [row] = await db
    .insert(newsletterSends)
    .values({ subject: input.subject, body: input.body, locales: input.locales, idempotencyKey: key ?? null })
    .onConflictDoNothing({ target: newsletterSends.idempotencyKey })
    .returning({ id: newsletterSends.id });
  if (row) return { id: row.id, created: true as const };
  const [first] = await db.select().from(newsletterSends).where(eq(newsletterSends.idempotencyKey, key!));
  const same = first!.subject === input.subject && first!.body === input.body && first!.locales.join() === input.locales.join();
  return same ? { id: first!.id, created: false as const, status: first!.status } : { conflict: true as const };
}

export { rowsOf } from '@/lib/db';

/** Step 1: a queued send becomes `sending` with its recipients fixed (in one transaction, in SQL). */
async function start(db: Db, sendId: string) {
  await db.transaction(async (tx) => {
    const [send] = await tx
      .update(newsletterSends)
      .set({ status: 'sending', startedAt: new Date() })
      .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.status, 'queued')))
      .returning({ locales: newsletterSends.locales });
    if (!send) return;
    const inserted = await tx.execute(sql`
      insert into newsletter_deliveries (send_id, subscription_id)
      select ${sendId}::uuid, s.id from subscriptions s
      where s.status = 'active' and s.locale in (${sql.join(
        send.locales.map((l) => sql`${l}`),
        sql`, `,
      )})
      on conflict do nothing`);
    const n =
      (inserted as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? (inserted as unknown as { affectedRows?: number }).affectedRows ?? 0;
    await tx.update(newsletterSends).set({ total: n }).where(eq(newsletterSends.id, sendId));
  });
}

/** The newsletter's rendering per language, with a placeholder for each message's own unsubscribe link. */
const PLACEHOLDER = 'https://unsubscribe.invalid/__EXHALE_UNSUBSCRIBE__';
const renders = new Map<string, Awaited<ReturnType<typeof newsletterEmail>>>();
async function renderFor(send: { id: string; subject: string; body: string }, locale: Locale) {
  const key = `${send.id}:${locale}`;
  let r = renders.get(key);
  if (!r) {
    r = await newsletterEmail(locale, { subject: send.subject, body: send.body, unsubscribeUrl: PLACEHOLDER });
    if (renders.size > 200) renders.clear();
    renders.set(key, r);
  }
  return r;
}

/** Sends one claimed delivery. Returns false when the send is no longer sending (paused or cancelled meanwhile). */
async function deliverOne(
  db: Db,
  send: { id: string; subject: string; body: string },
  d: Claimed,
  token: string | undefined,
  deps: SendDeps,
): Promise<boolean> {
  if (d.status !== 'active' || !token) {
    // Unsubscribed since the send started: nothing goes out.
    await db.update(newsletterDeliveries).set({ state: 'cancelled', leaseUntil: null }).where(eq(newsletterDeliveries.id, d.id));
    return true;
  }
  try {
    const locale = (d.locale in localePrefixes ? d.locale : 'en-US') as Locale;
    const page = new URL(`${localePrefixes[locale]}/unsubscribe/${token}`, deps.siteUrl).toString();
    const oneClick = new URL(`/api/newsletter/unsubscribe/${token}`, deps.siteUrl).toString();
    const r = await renderFor(send, locale);
    const mail = { subject: r.subject, text: r.text.replaceAll(PLACEHOLDER, page), html: r.html.replaceAll(PLACEHOLDER, page) };
    // RFC 8058 one-click unsubscribe.
    const headers = { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await deps.throttle();
    if (deps.mail.transport) {
      const host = new URL(deps.siteUrl).hostname;
      await deps.mail.transport.send({
        from: deps.mail.from,
        to: d.email,
        ...mail,
        headers,
        messageId: `<newsletter-${send.id}-${d.subscription_id}@${host}>`,
      });
    } else {
      // Embedded mode: the outbox is the mailbox.
      await db
        .insert(outbox)
        .values({ to: d.email, ...mail, template: 'newsletter', locale, headers, uid: d.uid, status: 'sent', sentAt: new Date(), attempts: 1 });
    }
    const [marked] = rowsOf<{ status: string }>(
      await db.execute(sql`
        update newsletter_deliveries set state = 'sent', sent_at = now(), lease_until = null, error = null
        where id = ${d.id} and state = 'sending'
        returning (select status from newsletter_sends where id = ${send.id}::uuid) as status`),
    );
    return !marked || marked.status === 'sending';
  } catch (error) {
    const message = String((error as Error).message ?? error).slice(0, 500);
    const last = d.attempts >= deps.maxAttempts;
    await db
      .update(newsletterDeliveries)
      .set(
        last
          ? { state: 'failed', error: message, leaseUntil: null }
          : {
              state: 'queued',
              error: message,
              leaseUntil: null,
              nextAttemptAt: sql`now() + make_interval(secs => ${deps.retrySeconds * 2 ** (d.attempts - 1)})`,
            },
      )
      .where(eq(newsletterDeliveries.id, d.id));
    return true;
  }
}

async function statusOf(db: Db, sendId: string) {
  const [s] = await db.select().from(newsletterSends).where(eq(newsletterSends.id, sendId));
  return s;
}

/**
 * One slice of a send's work (one job run): starts it if queued, then sends until nothing is ready,
 * the send is paused or cancelled, or `sliceMs` has passed. Returns when the next slice should run
 * (null: the send is finished, paused or cancelled).
 */
export async function runSlice(db: Db, sendId: string, deps: SendDeps, sliceMs: number): Promise<Date | null> {
  await start(db, sendId);
  const send = await statusOf(db, sendId);
  if (!send || send.status !== 'sending') return null;
  const deadline = Date.now() + sliceMs;
  const batch = Math.max(1, deps.claimBatch ?? CLAIM_BATCH);
  let stopped = false;
  let checked = Date.now();
  const lane = async () => {
    while (!stopped && Date.now() < deadline) {
      if (Date.now() - checked > 1000) {
        checked = Date.now();
        const now = await statusOf(db, sendId);
        if (now?.status !== 'sending') stopped = true;
        if (stopped) break;
      }
      const claimed = await claim(db, sendId, deps.leaseSeconds, batch);
      if (!claimed.length) break;
      const tokens = await issueNewsletterTokens(
        db,
        claimed.filter((d) => d.status === 'active').map((d) => d.subscription_id),
      );
      // Claims are sent within half their lease; the rest go back, so no other worker takes one this lane still means to send.
      const claimedUntil = Date.now() + deps.leaseSeconds * 500;
      let i = 0;
      while (i < claimed.length && !stopped && Date.now() < Math.min(deadline, claimedUntil)) {
        const d = claimed[i++]!;
        if (!(await deliverOne(db, send, d, tokens.get(d.subscription_id), deps))) stopped = true;
      }
      await release(
        db,
        sendId,
        claimed.slice(i).map((d) => d.id),
      );
    }
  };
  await Promise.all(Array.from({ length: deps.concurrency }, lane));
  return finishOrNext(db, sendId);
}

/** After a slice: done when nothing is left to send; otherwise when the next message is due. */
async function finishOrNext(db: Db, sendId: string): Promise<Date | null> {
  const [left] = rowsOf<{ queued: number; sending: number; next: Date | null; lease: Date | null }>(
    await db.execute(sql`
      select count(*) filter (where state = 'queued')::int as queued, count(*) filter (where state = 'sending')::int as sending,
             min(next_attempt_at) filter (where state = 'queued') as next, min(lease_until) filter (where state = 'sending') as lease
      from newsletter_deliveries where send_id = ${sendId}::uuid`),
  );
  if (!left || (left.queued === 0 && left.sending === 0)) {
    await db
      .update(newsletterSends)
      .set({ status: 'done', finishedAt: new Date() })
      .where(and(eq(newsletterSends.id, sendId), eq(newsletterSends.status, 'sending')));
    return null;
  }
  const s = await statusOf(db, sendId);
  if (s?.status !== 'sending') return null;
  const times = [left.next, left.lease].filter((t): t is Date => t !== null).map((t) => new Date(t).getTime());
  return new Date(Math.max(Date.now(), Math.min(...times)));
}

/** Runs a send to its end in this process (tests, scripts; the app uses the queue). */
export async function drainSend(db: Db, sendId: string, deps: SendDeps) {
  for (;;) {
    const next = await runSlice(db, sendId, deps, 60_000);
    if (!next) return;
    await new Promise((r) => setTimeout(r, Math.max(0, next.getTime() - Date.now())));
  }
}
