import type { NextRequest } from 'next/server';
import { adminExport } from '@/lib/auth/admin-export';
import { purchasesCsv, strictPurchaseSearch } from '@/lib/purchases';

export const dynamic = 'force-dynamic';

/** GET /api/admin/purchases?… — the filtered purchases as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  return adminExport(strictPurchaseSearch(request.nextUrl.searchParams), purchasesCsv);
}
