import 'server-only';
import { and, arrayContains, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { db as database, type Db } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { hashToken, isToken, newToken } from '@/lib/security/tokens';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';
import { sendMail, type Transport } from '@/lib/email/queries';
import { newsletterEmail, subscribeVerifyEmail } from '@/lib/email/templates';
import { csvResponse, mapPages } from '@/lib/http/csv';
import { activeSubscribers, subscriberPages } from './queries';
import type { NewsletterInput, SubscribeInput, SubscriberFilter } from './schema';

export { SUBSCRIBER_PAGE, subscriberCounts, subscriberPage, subscriberPages } from './queries';
export * from './schema';

/** How many newsletters back an unsubscribe link keeps working (one a month: two years). */
export const NEWSLETTER_LINKS_KEPT = 24;

/** A verification link works this long. */
export const VERIFY_TTL_MS = 48 * 60 * 60 * 1000;

interface Deps {
  db: Db;
  siteUrl: string;
  mail: { transport: Transport | null; from: string };
  now?: Date;
}

function localUrl(siteUrl: string, locale: Locale, path: string) {
  return new URL(`${localePrefixes[locale]}${path}`, siteUrl).toString();
}

/**
 * Subscribes an address with double opt-in. The answer is the same whether the address is new,
 * pending or already active, so nobody learns who subscribed; an active subscription gets no email.
 */
export async function subscribe(input: SubscribeInput, deps: Deps): Promise<void> {
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
  if (existing) await deps.db.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  else await deps.db.insert(subscriptions).values(values);

  const verifyUrl = localUrl(deps.siteUrl, input.locale, `/subscribe-verify/${verify}`);
  const unsubscribeUrl = localUrl(deps.siteUrl, input.locale, `/unsubscribe/${unsubscribe}`);
  const oneClick = new URL(`/api/newsletter/unsubscribe/${unsubscribe}`, deps.siteUrl).toString();
  const mail = subscribeVerifyEmail(input.locale, { email: input.email, verifyUrl, unsubscribeUrl, site: new URL(deps.siteUrl).host });
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
export async function verify(token: string, deps: { db: Db; now?: Date }): Promise<'success' | 'error'> {
  if (!isToken(token)) return 'error';
  const now = deps.now ?? new Date();
  const updated = await deps.db
    .update(subscriptions)
    .set({ status: 'active', confirmedAt: now, verifyTokenHash: null, verifyExpiresAt: null })
    .where(
      and(
        eq(subscriptions.verifyTokenHash, hashToken(token)),
        eq(subscriptions.status, 'pending'),
        isNotNull(subscriptions.verifyExpiresAt),
        gt(subscriptions.verifyExpiresAt, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return updated.length ? 'success' : 'error';
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

/**
 * Fresh unsubscribe tokens for one newsletter's recipients (subscription ids): each token's hash joins
 * the row's last NEWSLETTER_LINKS_KEPT, the tokens themselves go only into the emails.
 */
export async function issueNewsletterTokens(db: Db, ids: string[]): Promise<Map<string, string>> {
  const tokens = new Map(ids.map((id) => [id, newToken()]));
  if (!tokens.size) return tokens;
  const values = sql.join(
    [...tokens].map(([id, token]) => sql`(${id}::uuid, ${hashToken(token)}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${subscriptions} set newsletter_token_hashes =
      (newsletter_token_hashes || v.hash)[greatest(1, cardinality(newsletter_token_hashes) + 2 - ${NEWSLETTER_LINKS_KEPT}::int):]
    from (values ${values}) as v(id, hash)
    where ${subscriptions.id} = v.id`);
  return tokens;
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

/** Messages per batch of a newsletter (one token INSERT and one round of sends each). */
export const BATCH = 100;

/**
 * Sends a newsletter to the active subscribers of the chosen languages, in batches, each message with
 * its own unsubscribe link (a fresh token per message, only its hash stored) and RFC 8058 headers.
 * Returns how many messages went out.
 */
export async function sendNewsletter(db: Db, input: NewsletterInput, deps: { siteUrl: string; mail: { transport: Transport | null; from: string } }) {
  const rows = await activeSubscribers(db, input.locales);
  let sent = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const tokens = await issueNewsletterTokens(
      db,
      batch.map((r) => r.id),
    );
    await Promise.all(
      batch.map(async (r) => {
        const token = tokens.get(r.id)!;
        const locale = r.locale as Locale;
        const page = new URL(`${localePrefixes[locale]}/unsubscribe/${token}`, deps.siteUrl).toString();
        const oneClick = new URL(`/api/newsletter/unsubscribe/${token}`, deps.siteUrl).toString();
        const mail = newsletterEmail(locale, { subject: input.subject, body: input.body, unsubscribeUrl: page });
        await sendMail(
          db,
          {
            ...mail,
            to: r.email,
            template: 'newsletter',
            locale,
            uid: r.uid,
            headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          },
          deps.mail,
        );
        sent++;
      }),
    );
  }
  return sent;
}

/** The subscribers of a filter as a streamed CSV download (GET /api/admin/subscribers). */
export async function subscribersCsv(filter: SubscriberFilter) {
  return csvResponse(
    'subscribers.csv',
    ['email', 'locale', 'status', 'created_at', 'confirmed_at'],
    mapPages(subscriberPages(await database(), filter), (r) => [r.email, r.locale, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? '']),
  );
}
