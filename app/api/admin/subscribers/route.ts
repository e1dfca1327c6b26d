import { NextResponse, type NextRequest } from 'next/server';
import { adminOrNull } from '@/lib/auth/server';
import { parseSubscriberFilter, subscribersCsv } from '@/lib/newsletter';

export const dynamic = 'force-dynamic';

/** GET /api/admin/subscribers?status=&locale= — subscribers as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const filter = parseSubscriberFilter(request.nextUrl.searchParams);
  if (!filter) return NextResponse.json({ error: { status: 400, message: 'invalid filter' } }, { status: 400 });
  return subscribersCsv(filter);
}
