import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { adminOrNull } from '@/lib/auth/server';
import { purchasePages } from '@/lib/admin/reports';
import { strictPurchaseSearch } from '@/lib/admin/filters';
import { csvResponse, mapPages } from '@/lib/admin/csv';

export const dynamic = 'force-dynamic';

/** GET /api/admin/purchases?… — the filtered purchases as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const filter = strictPurchaseSearch(request.nextUrl.searchParams);
  if (!filter) return NextResponse.json({ error: { status: 400, message: 'invalid filter' } }, { status: 400 });
  const columns = ['purchased_at', 'store', 'transaction_id', 'product', 'price', 'currency', 'status', 'uid', 'expires_at'];
  return csvResponse(
    'purchases.csv',
    columns,
    mapPages(purchasePages(await db(), filter), (r) => [r.purchasedAt.toISOString(), r.store, r.transactionId, r.product, (r.priceMicros / 1_000_000).toFixed(2), r.currency, r.status, r.uid ?? '', r.expiresAt?.toISOString() ?? '']),
  );
}
