import { NextResponse } from 'next/server';
import { db } from '@/lib/db';
import { adminOrNull } from '@/lib/auth/server';
import { campaignDetail, codePages } from '@/lib/admin/campaigns';
import { csvResponse, mapPages } from '@/lib/admin/csv';
import { formatCode } from '@/lib/campaigns';

export const dynamic = 'force-dynamic';

/** GET /api/admin/campaigns/{id} — the campaign's codes as CSV, streamed (admins only). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const { id } = await params;
  const database = await db();
  const detail = await campaignDetail(database, id);
  if (!detail) return NextResponse.json({ error: { status: 404, message: 'not found' } }, { status: 404 });
  const file = `codes-${detail.campaign.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'campaign'}.csv`;
  return csvResponse(file, ['code', 'redeemed_at'], mapPages(codePages(database, id), (r) => [formatCode(r.code, detail.campaign.prefix), r.redeemedAt?.toISOString() ?? '']));
}
