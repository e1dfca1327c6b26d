import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { NextResponse, type NextRequest } from 'next/server';
import { db } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { adminOrNull } from '@/lib/auth/server';

export const dynamic = 'force-dynamic';

/** GET /api/admin/subscribers?status=&locale= — subscribers as CSV (admins only). */
export async function GET(request: NextRequest) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const q = request.nextUrl.searchParams;
  const where: SQL[] = [];
  const status = q.get('status');
  if (status === 'active' || status === 'pending' || status === 'unsubscribed') where.push(eq(subscriptions.status, status));
  if (q.get('locale')) where.push(eq(subscriptions.locale, q.get('locale')!));
  const rows = await (await db())
    .select({ email: subscriptions.email, locale: subscriptions.locale, status: subscriptions.status, createdAt: subscriptions.createdAt, confirmedAt: subscriptions.confirmedAt })
    .from(subscriptions)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(subscriptions.createdAt))
    .limit(200_000);
  const csv = stringify(
    rows.map((r) => [r.email, r.locale, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? '']),
    { header: true, columns: ['email', 'locale', 'status', 'created_at', 'confirmed_at'] },
  );
  return new Response(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="subscribers.csv"', 'Cache-Control': 'private, no-store' } });
}
