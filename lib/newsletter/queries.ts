import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { locales } from '@/lib/i18n/locales';

/** The subscribers export's filters (`?status=&locale=`); empty values mean "all". */
export const subscriberFilter = z.object({
  status: z.enum(['active', 'pending', 'unsubscribed']).optional(),
  locale: z.enum(locales).optional(),
});
export type SubscriberFilter = z.infer<typeof subscriberFilter>;

/** Reads the filter from a query string; null when a value is not one of the allowed ones. */
export function parseSubscriberFilter(q: URLSearchParams): SubscriberFilter | null {
  const parsed = subscriberFilter.safeParse({ status: q.get('status') || undefined, locale: q.get('locale') || undefined });
  return parsed.success ? parsed.data : null;
}

/**
 * The matching subscribers, newest first, page by page: a keyset cursor on (created_at, id), so
 * every page is an index range and the whole list is never in memory at once.
 */
export async function* subscriberPages(db: Db, f: SubscriberFilter, size = 2000) {
  const filters: SQL[] = [];
  if (f.status) filters.push(eq(subscriptions.status, f.status));
  if (f.locale) filters.push(eq(subscriptions.locale, f.locale));
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const where: SQL[] = after ? [...filters, sql`(${subscriptions.createdAt}, ${subscriptions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`] : filters;
    const rows = await db
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
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor, id: last.id };
  }
}
