import { NextResponse } from 'next/server';
import { adminOrNull } from '@/lib/auth/server';
import { codesCsv } from '@/lib/campaigns';

export const dynamic = 'force-dynamic';

/** GET /api/admin/campaigns/{id} — the campaign's codes as CSV, streamed (admins only). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  if (!(await adminOrNull())) return NextResponse.json({ error: { status: 403, message: 'no admin rights' } }, { status: 403 });
  const csv = await codesCsv((await params).id);
  return csv ?? NextResponse.json({ error: { status: 404, message: 'not found' } }, { status: 404 });
}
