import 'server-only';
import { db, onProcessDb } from '@/lib/db';
import { CallableError } from '@/lib/api/callable';
import { csvResponse, mapPages } from '@/lib/http/csv';
import { purchasePage, purchasePages, upsertPurchase } from './queries';
import type { PurchaseRecord, PurchaseSearch } from './schema';

export { PURCHASE_PAGE, memberPurchases, purchasePage, purchasePages, upsertPurchase } from './queries';
export * from './schema';

/**
 * The `recordPurchase` callable (the app server, with its secret): stores the purchase, answers its id;
 * a transaction id already recorded with another product, price, currency or time is ABORTED (409, the
 * protocol's conflict) and changes nothing.
 */
export async function recordPurchase(data: PurchaseRecord) {
  const stored = await upsertPurchase(await db(), data);
  if ('conflict' in stored) throw new CallableError('aborted', `conflict: transaction "${data.transactionId}" was recorded with other details`);
  return { id: stored.id };
}

/** The purchases of a filter as a streamed CSV download (GET /api/admin/purchases). */
export async function purchasesCsv(filter: Omit<PurchaseSearch, 'page'>) {
  const columns = ['purchased_at', 'store', 'transaction_id', 'product', 'price', 'currency', 'status', 'uid', 'expires_at'];
  return csvResponse(
    'purchases.csv',
    columns,
    mapPages(purchasePages(await db(), filter), (r) => [
      r.purchasedAt.toISOString(),
      r.store,
      r.transactionId,
      r.product,
      (r.priceMicros / 1_000_000).toFixed(2),
      r.currency,
      r.status,
      r.uid ?? '',
      r.expiresAt?.toISOString() ?? '',
    ]),
  );
}

// For pages and route handlers: on the process's database.
export const purchasesOf = onProcessDb(purchasePage);
