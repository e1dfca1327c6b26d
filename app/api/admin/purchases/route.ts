import { stringify } from 'csv-stringify';
import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { adminOrNull } from '@/lib/auth/server';
import { purchasePages } from '@/lib/admin/reports';

export const dynamic = 'force-dynamic';

/** GET /api/admin/purchases?… — the filtered purchases as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const q = request.nextUrl.searchParams;
  const filter = { store: q.get('store') ?? undefined, status: q.get('status') ?? undefined, product: q.get('product') ?? undefined, uid: q.get('uid') ?? undefined, from: q.get('from') ?? undefined, to: q.get('to') ?? undefined };
  const database = await db();
  const csv = stringify({ header: true, columns: ['purchased_at', 'store', 'transaction_id', 'product', 'price', 'currency', 'status', 'uid', 'expires_at'] });
  (async () => {
    try {
      for await (const page of purchasePages(database, filter)) {
        for (const r of page) {
          const row = [r.purchasedAt.toISOString(), r.store, r.transactionId, r.product, (r.priceMicros / 1_000_000).toFixed(2), r.currency, r.status, r.uid ?? '', r.expiresAt?.toISOString() ?? ''];
          if (!csv.write(row)) await new Promise((ok) => csv.once('drain', ok));
        }
      }
    } finally {
      csv.end();
    }
  })();
  const body = new ReadableStream({
    start(controller) {
      csv.on('data', (chunk: Buffer) => controller.enqueue(chunk));
      csv.on('end', () => controller.close());
      csv.on('error', (e) => controller.error(e));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="purchases.csv"', 'Cache-Control': 'private, no-store' } });
}
