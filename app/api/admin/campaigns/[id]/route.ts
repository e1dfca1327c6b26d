import { stringify } from 'csv-stringify';
import { NextResponse } from 'next/server';
import { db } from '@/lib/db';
import { adminOrNull } from '@/lib/auth/server';
import { campaignDetail, codePages } from '@/lib/admin/campaigns';

export const dynamic = 'force-dynamic';

/** GET /api/admin/campaigns/{id} — the campaign's codes as CSV, streamed (admins only). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const admin = await adminOrNull();
  if (!admin) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const { id } = await params;
  const database = await db();
  const detail = await campaignDetail(database, id);
  if (!detail) return NextResponse.json({ error: { status: 404, message: 'not found' } }, { status: 404 });
  const csv = stringify({ header: true, columns: ['code', 'redeemed_at'] });
  (async () => {
    try {
      for await (const page of codePages(database, id)) {
        for (const row of page) if (!csv.write([row.code, row.redeemedAt?.toISOString() ?? ''])) await new Promise((r) => csv.once('drain', r));
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
  const file = `codes-${detail.campaign.name.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40) || 'campaign'}.csv`;
  return new Response(body, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${file}"`, 'Cache-Control': 'private, no-store' } });
}
