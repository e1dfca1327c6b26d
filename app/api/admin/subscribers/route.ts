import type { NextRequest } from 'next/server';
import { adminExport } from '@/lib/auth/admin-export';
import { parseSubscriberFilter, subscribersCsv } from '@/lib/newsletter';

export const dynamic = 'force-dynamic';

/** GET /api/admin/subscribers?status=&locale= — subscribers as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  return adminExport(parseSubscriberFilter(request.nextUrl.searchParams), subscribersCsv);
}
