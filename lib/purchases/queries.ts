import 'server-only';
import { and, asc, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { purchases } from './tables';
import { dayStart } from '@/lib/validation/schema';
import type { PurchaseFilter, PurchaseRecord } from './schema';
import { keysetPages } from '@/lib/db/keyset';

const DAY = 86_400_000;
export const PURCHASE_PAGE = 50;

/**
 * Stores a purchase the app server reported; idempotent by the store's transaction id (a repeat updates
 * the same row: its status, expiry and member). A repeat without a uid (a store's renewal or refund
 * notice names no account) keeps the member the purchase belongs to. A repeat that names another
 * product, price, currency or purchase time is not the same purchase: nothing changes (`conflict`).
 */
export async function upsertPurchase(db: Db, data: PurchaseRecord): Promise<{ id: string } | { conflict: true }> {
  const values = { ...data, purchasedAt: new Date(data.purchasedAt), expiresAt: data.expiresAt ? new Date(data.expiresAt) : null, updatedAt: new Date() };
  const [row] = await db
    .insert(purchases)
    .values(values)
    .onConflictDoUpdate({
      target: [purchases.store, purchases.transactionId],
      set: { status: values.status, expiresAt: values.expiresAt, uid: sql`coalesce(excluded.uid, ${purchases.uid})`, updatedAt: values.updatedAt },
      setWhere: sql`${purchases.product} = excluded.product and ${purchases.priceMicros} = excluded.price_micros and ${purchases.currency} = excluded.currency and ${purchases.purchasedAt} = excluded.purchased_at`,
    })
    .returning({ id: purchases.id });
  return row ?? { conflict: true };
}

function purchaseWhere(f: Omit<PurchaseFilter, 'page'>) {
  const where: SQL[] = [];
  if (f.store) where.push(eq(purchases.store, f.store));
  if (f.status) where.push(eq(purchases.status, f.status));
  if (f.product) where.push(sql`${purchases.product} ilike ${'%' + f.product.replace(/[%_\\]/g, '') + '%'}`);
  if (f.uid) where.push(eq(purchases.uid, f.uid));
  if (f.from) where.push(gte(purchases.purchasedAt, dayStart(f.from)));
  if (f.to) where.push(lt(purchases.purchasedAt, new Date(dayStart(f.to).getTime() + DAY)));
  return where.length ? and(...where) : undefined;
}

/** One page of purchases for a filter, and the totals per currency for the whole filter. */
export async function purchasePage(db: Db, f: PurchaseFilter) {
  const where = purchaseWhere(f);
  const order = f.sort === 'oldest' ? asc(purchases.purchasedAt) : f.sort === 'price' ? desc(purchases.priceMicros) : desc(purchases.purchasedAt);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(order, asc(purchases.id))
      .limit(PURCHASE_PAGE + 1)
      .offset((f.page - 1) * PURCHASE_PAGE),
    db
      .select({ currency: purchases.currency, n: sql<number>`count(*)::int`, micros: sql<number>`coalesce(sum(${purchases.priceMicros}), 0)::float8` })
      .from(purchases)
      .where(where)
      .groupBy(purchases.currency)
      .orderBy(purchases.currency),
  ]);
  return { rows: rows.slice(0, PURCHASE_PAGE), more: rows.length > PURCHASE_PAGE, totals };
}

/**
 * Every purchase of a filter, newest first, page by page (for the streamed CSV export). Each page starts
 * after the last row of the one before (keyset), so a long export does not slow down page after page,
 * and purchases reported meanwhile neither repeat nor push rows out of it.
 */
export async function* purchasePages(db: Db, f: Omit<PurchaseFilter, 'page'>, size = 2000) {
  const where = purchaseWhere(f);
  const page = (last: Pick<typeof purchases.$inferSelect, 'purchasedAt' | 'id'> | null): Promise<(typeof purchases.$inferSelect)[]> => {
    const after: SQL | undefined = last
      ? or(lt(purchases.purchasedAt, last.purchasedAt), and(eq(purchases.purchasedAt, last.purchasedAt), gt(purchases.id, last.id)))
      : undefined;
    return db
      .select()
      .from(purchases)
      .where(where && after ? and(where, after) : (where ?? after))
      .orderBy(desc(purchases.purchasedAt), asc(purchases.id))
      .limit(size);
  };
  yield* keysetPages(page, (end) => ({ purchasedAt: end.purchasedAt, id: end.id }), size);
}

/** A member's own purchases, newest first (what /account shows them): never anyone else's. */
export async function memberPurchases(db: Db, uid: string) {
  return db
    .select({
      store: purchases.store,
      product: purchases.product,
      status: purchases.status,
      purchasedAt: purchases.purchasedAt,
      expiresAt: purchases.expiresAt,
    })
    .from(purchases)
    .where(eq(purchases.uid, uid))
    .orderBy(desc(purchases.purchasedAt))
    .limit(100);
}
