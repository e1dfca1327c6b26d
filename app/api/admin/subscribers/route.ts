import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { adminOrNull } from '@/lib/auth/server';
import { csvResponse, mapPages } from '@/lib/admin/csv';
import { parseSubscriberFilter, subscriberPages } from '@/lib/newsletter/queries';

export const dynamic = 'force-dynamic';

/** GET /api/admin/subscribers?status=&locale= — subscribers as CSV, streamed (admins only). */
export async function GET(request: NextRequest) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const filter = parseSubscriberFilter(request.nextUrl.searchParams);
  if (!filter) return NextResponse.json({ error: { status: 400, message: 'invalid filter' } }, { status: 400 });
  return csvResponse(
    'subscribers.csv',
    ['email', 'locale', 'status', 'created_at', 'confirmed_at'],
    mapPages(subscriberPages(await db(), filter), (r) => [r.email, r.locale, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? '']),
  );
}
