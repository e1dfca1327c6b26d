import 'server-only';
import { and, arrayContains, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { db as database, onProcessDb, type Db } from '@/lib/db';
import { outboxPage } from '@/lib/email/queries';
import { subscriptions } from './tables';
import { hashToken, isToken, newToken } from '@/lib/security/tokens';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';
import { sendMail, type MailDeps, type Transport } from '@/lib/email/queries';
import { newsletterEmail, subscribeVerifyEmail } from '@/lib/email/templates';
import { csvResponse, mapPages } from '@/lib/http/csv';
import { subscriberCounts, subscriberPage, subscriberPages } from './queries';
import { createSend, drainSend } from './send';
import { sendProgress } from './send-control';
import type { NewsletterInput, SubscribeInput, SubscriberFilter } from './schema';

export { SUBSCRIBER_PAGE, subscriberCounts, subscriberPage, subscriberPages } from './queries';
export * from './schema';
export { NEWSLETTER_LINKS_KEPT, issueNewsletterTokens } from './tokens';
export { createSend } from './send';
export { controlSend, sendProgress, type SendProgress } from './send-control';

/** A verification link works this long. */
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

interface Deps {
  db: Db;
  siteUrl: string;
  mail: MailDeps;
  now?: Date;
}

function localUrl(siteUrl: string, locale: Locale, path: string) {
  return new URL(`${localePrefixes[locale]}${path}`, siteUrl).toString();
}

/**
 * Subscribes an address with double opt-in. The answer is the same whether the address is new,
 * pending or already active, so nobody learns who subscribed; an active subscription gets no email.
 * `uid`: a member subscribing their verified address on /account (lib/account subscribeMember); the
 * subscription then carries it, so the member finds it again even after changing address.
 */
export async function subscribe(input: SubscribeInput & { uid?: string }, deps: Deps): Promise<void> {
  const now = deps.now ?? new Date();
  const [existing] = await deps.db.select().from(subscriptions).where(eq(subscriptions.email, input.email));
  if (existing?.status === 'active') return;

  const verify = newToken();
  const unsubscribe = newToken();
  const values = {
    email: input.email,
    locale: input.locale,
    status: 'pending' as const,
    verifyTokenHash: hashToken(verify),
    verifyExpiresAt: new Date(now.getTime() + VERIFY_TTL_MS),
    // Only hashes are stored; the tokens themselves are only in the email.
    unsubscribeTokenHash: hashToken(unsubscribe),
    unsubscribedAt: null,
  };
  if (existing) {
    // A member (verified address) takes the subscription as theirs; subscribing an ended one again
    // through the footer starts it afresh, linked to nobody (the address may have a new owner).
    const owner = input.uid ? { uid: input.uid } : existing.status === 'unsubscribed' ? { uid: null } : {};
    await deps.db
      .update(subscriptions)
      .set({ ...values, ...owner })
      .where(eq(subscriptions.id, existing.id));
  } else {
    // Two requests for a new address at once (a double click): the one that stored it sends the email.
    const stored = await deps.db
      .insert(subscriptions)
      .values({ ...values, uid: input.uid ?? null })
      .onConflictDoNothing({ target: subscriptions.email })
      .returning({ id: subscriptions.id });
    if (!stored.length) return;
  }

  const verifyUrl = localUrl(deps.siteUrl, input.locale, `/subscribe-verify/${verify}`);
  const unsubscribeUrl = localUrl(deps.siteUrl, input.locale, `/unsubscribe/${unsubscribe}`);
  const oneClick = new URL(`/api/newsletter/unsubscribe/${unsubscribe}`, deps.siteUrl).toString();
  const mail = await subscribeVerifyEmail(input.locale, { email: input.email, verifyUrl, unsubscribeUrl, site: new URL(deps.siteUrl).host });
  await sendMail(
    deps.db,
    {
      ...mail,
      to: input.email,
      template: 'subscribe-verify',
      locale: input.locale,
      // RFC 8058 one-click unsubscribe.
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    deps.mail,
  );
}

/** Confirms a subscription; the link is single-use and expires. */
/** Whether a confirmation link is one a click would confirm (pending, not expired), without changing anything. */
export async function verifiable(token: string, deps: { db: Db; now?: Date }): Promise<boolean> {
  if (!isToken(token)) return false;
  const [row] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.verifyTokenHash, hashToken(token)),
        eq(subscriptions.status, 'pending'),
        isNotNull(subscriptions.verifyExpiresAt),
        gt(subscriptions.verifyExpiresAt, deps.now ?? new Date()),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** How long a confirmed link still answers "confirmed" to the same click again (a double click, a resubmitted form). */
export const CONFIRM_REPEAT_MS = 10 * 60_000;

/**
 * Confirms the subscription of a confirmation link: 'success' once it is active. The link is spent
 * (`verifiable` is false, the page goes to the error page), but its hash stays on the subscription, so
 * the same click arriving again within CONFIRM_REPEAT_MS is told 'success' too rather than "invalid link".
 */
export async function verify(token: string, deps: { db: Db; now?: Date }): Promise<'success' | 'error'> {
  if (!isToken(token)) return 'error';
  const now = deps.now ?? new Date();
  const hash = hashToken(token);
  const updated = await deps.db
    .update(subscriptions)
    .set({ status: 'active', confirmedAt: now, verifyExpiresAt: null })
    .where(
      and(
        eq(subscriptions.verifyTokenHash, hash),
        eq(subscriptions.status, 'pending'),
        isNotNull(subscriptions.verifyExpiresAt),
        gt(subscriptions.verifyExpiresAt, now),
      ),
    )
    .returning({ id: subscriptions.id });
  if (updated.length) return 'success';
  const [again] = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.verifyTokenHash, hash),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.confirmedAt, new Date(now.getTime() - CONFIRM_REPEAT_MS)),
      ),
    )
    .limit(1);
  return again ? 'success' : 'error';
}

/** The subscription an unsubscribe link belongs to: the confirmation email's or one of the recent newsletters'. */
async function byUnsubscribeToken(db: Db, token: string) {
  if (!isToken(token)) return undefined;
  const hash = hashToken(token);
  const [row] = await db
    .select({ id: subscriptions.id, status: subscriptions.status })
    .from(subscriptions)
    .where(or(eq(subscriptions.unsubscribeTokenHash, hash), arrayContains(subscriptions.newsletterTokenHashes, [hash])))
    .limit(1);
  return row;
}

/** What an unsubscribe link points at, without changing anything: null for a link that never existed. */
export async function unsubscribeStatus(token: string, deps: { db: Db }): Promise<'subscribed' | 'unsubscribed' | null> {
  const row = await byUnsubscribeToken(deps.db, token);
  if (!row) return null;
  return row.status === 'unsubscribed' ? 'unsubscribed' : 'subscribed';
}

/** One-click unsubscribe: idempotent; false only for a link that never existed. */
export async function unsubscribe(token: string, deps: { db: Db; now?: Date }): Promise<boolean> {
  const row = await byUnsubscribeToken(deps.db, token);
  if (!row) return false;
  if (row.status !== 'unsubscribed') {
    await deps.db
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: deps.now ?? new Date(), verifyTokenHash: null, verifyExpiresAt: null })
      .where(eq(subscriptions.id, row.id));
  }
  return true;
}

/** The unsubscribe page of a link, in a locale. */
export function unsubscribePath(token: string, locale: Locale) {
  return `${localePrefixes[locale]}${localizedPathname('/unsubscribe/[id]', locale).replace('[id]', encodeURIComponent(token))}`;
}

export function verifyResultPath(result: 'success' | 'error', locale: Locale) {
  return `${localePrefixes[locale]}${localizedPathname(result === 'success' ? '/subscribe-verify/success' : '/subscribe-verify/error', locale)}`;
}

/**
 * Queues a newsletter as a job: one row and one queue entry, whatever the audience (its recipients are
 * fixed when a worker starts it). With the form's `key`, a repeated request (a retry, a second click)
 * makes no second send; it queues the job again only while the send has not started (the first
 * request may have failed between the row and the job; two jobs for one send are harmless, as after
 * a resume). Returns the job's id, whether it is new, and how many active subscribers it would reach
 * now; null when the key belongs to another newsletter.
 */
export async function queueNewsletter(db: Db, input: NewsletterInput, key: string) {
  const send = await createSend(db, input, key);
  if ('conflict' in send) return null;
  if (send.created || send.status === 'queued') {
    const { enqueueSend } = await import('@/lib/jobs');
    await enqueueSend(send.id);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'active'), inArray(subscriptions.locale, input.locales)));
  return { id: send.id, created: send.created, audience: row?.n ?? 0 };
}

/** A newsletter rendered for its first language, with a sample unsubscribe link (the admin's preview). */
export async function previewNewsletter(input: NewsletterInput, siteUrl: string) {
  const locale = input.locales[0]!;
  const sample = new URL(`${localePrefixes[locale]}/unsubscribe/preview`, siteUrl).toString();
  return (await newsletterEmail(locale, { subject: input.subject, body: input.body, unsubscribeUrl: sample })).html;
}

/**
 * Sends a newsletter in this process to its end (tests and scripts; the admin queues it instead, see
 * queueNewsletter in lib/jobs): the same job code, one run. Returns how many messages went out.
 */
export async function sendNewsletter(db: Db, input: NewsletterInput, deps: { siteUrl: string; mail: { transport: Transport | null; from: string } }) {
  const { id } = await createSend(db, input);
  await drainSend(db, id, {
    siteUrl: deps.siteUrl,
    mail: deps.mail,
    concurrency: 4,
    leaseSeconds: 60,
    retrySeconds: 1,
    maxAttempts: 3,
    throttle: async () => undefined,
  });
  const [p] = await sendProgress(db, { ids: [id] });
  return p?.sent ?? 0;
}

/** The subscribers of a filter as a streamed CSV download (GET /api/admin/subscribers). */
export async function subscribersCsv(filter: SubscriberFilter) {
  return csvResponse(
    'subscribers.csv',
    ['email', 'locale', 'status', 'created_at', 'confirmed_at'],
    mapPages(subscriberPages(await database(), filter), (r) => [r.email, r.locale, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? '']),
  );
}

// For pages and route handlers: on the process's database.
export const isVerifiableLink = async (token: string) => verifiable(token, { db: await database() });
export const linkSubscriptionStatus = async (token: string) => unsubscribeStatus(token, { db: await database() });
export const unsubscribeByLink = async (token: string) => unsubscribe(token, { db: await database() });

/** What /admin/email shows: subscriber counts and a page of them, a page of the outbox, the last sends. */
export const adminEmailView = onProcessDb(async (db: Db, s: { status?: string; locale?: string; page: number; outbox: number }) => {
  const [counts, subscribers, mails, sends] = await Promise.all([
    subscriberCounts(db),
    subscriberPage(db, { status: s.status, locale: s.locale, page: s.page }),
    outboxPage(db, s.outbox),
    sendProgress(db, { limit: 10 }),
  ]);
  return { counts, subscribers, mails, sends };
});
