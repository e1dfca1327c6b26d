import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { subscriptions } from './tables';
import { SUBSCRIPTION_STATUSES, type SubscriberFilter } from './schema';
import { keysetPages } from '@/lib/db/keyset';

/** Subscribers per page of the admin email page. */
export const SUBSCRIBER_PAGE = 50;

export async function subscriberCounts(db: Db) {
  return db
    .select({ status: subscriptions.status, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .groupBy(subscriptions.status);
}

/** One page of subscribers, newest first (one more row than a page: is there a next one?). */
export async function subscriberPage(db: Db, filter: { status?: string; locale?: string; page: number }) {
  const where: SQL[] = [];
  if (filter.status && (SUBSCRIPTION_STATUSES as readonly string[]).includes(filter.status)) where.push(eq(subscriptions.status, filter.status as 'active'));
  if (filter.locale) where.push(eq(subscriptions.locale, filter.locale));
  return db
    .select({ email: subscriptions.email, locale: subscriptions.locale, status: subscriptions.status, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(subscriptions.createdAt))
    .limit(SUBSCRIBER_PAGE + 1)
    .offset((filter.page - 1) * SUBSCRIBER_PAGE);
}

/**
 * The matching subscribers, newest first, page by page: a keyset cursor on (created_at, id), so
 * every page is an index range and the whole list is never in memory at once.
 */
export async function* subscriberPages(db: Db, f: SubscriberFilter, size = 2000) {
  const filters: SQL[] = [];
  if (f.status) filters.push(eq(subscriptions.status, f.status));
  if (f.locale) filters.push(eq(subscriptions.locale, f.locale));
  const page = (after: { at: string; id: string } | null) => {
    const where: SQL[] = after ? [...filters, sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`] : filters;
    return db
      .select({
        id: subscriptions.id,
        email: subscriptions.email,
        locale: subscriptions.locale,
        status: subscriptions.status,
        createdAt: subscriptions.createdAt,
        confirmedAt: subscriptions.confirmedAt,
        // The exact cursor (microseconds), which a JavaScript Date would round to milliseconds.
        cursor: sql<string>`${subscriptions.createdAt}::text`,
      })
      .from(subscriptions)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(size);
  };
  yield* keysetPages(page, (last) => ({ at: last.cursor, id: last.id }), size);
}
