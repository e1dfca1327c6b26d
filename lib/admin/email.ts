import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox, subscriptions } from '@/lib/db/schema';

export const PAGE_SIZE = 50;

export async function subscriberCounts(db: Db) {
  return db.select({ status: subscriptions.status, n: sql<number>`count(*)::int` }).from(subscriptions).groupBy(subscriptions.status);
}

export async function subscriberPage(db: Db, filter: { status?: string; locale?: string; page: number }) {
  const where: SQL[] = [];
  if (filter.status && ['pending', 'active', 'unsubscribed'].includes(filter.status)) where.push(eq(subscriptions.status, filter.status as 'active'));
  if (filter.locale) where.push(eq(subscriptions.locale, filter.locale));
  return db
    .select({ email: subscriptions.email, locale: subscriptions.locale, status: subscriptions.status, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(subscriptions.createdAt))
    .limit(PAGE_SIZE + 1)
    .offset((filter.page - 1) * PAGE_SIZE);
}

export async function outboxPage(db: Db, page: number) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(PAGE_SIZE + 1).offset((page - 1) * PAGE_SIZE);
}
