import { NextResponse, type NextRequest } from 'next/server';
import { adminOrNull } from '@/lib/auth/server';
import { purchasesCsv, strictPurchaseSearch } from '@/lib/purchases';

export const dynamic = 'force-dynamic';

/** GET /api/admin/purchases?… — the filtered purchases as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const filter = strictPurchaseSearch(request.nextUrl.searchParams);
  if (!filter) return NextResponse.json({ error: { status: 400, message: 'invalid filter' } }, { status: 400 });
  return purchasesCsv(filter);
}
