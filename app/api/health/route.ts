import { NextResponse } from 'next/server';
import { health } from '@/lib/jobs/health';

export const dynamic = 'force-dynamic';

/** GET /api/health — for the edge's and the container's health checks (lib/jobs/health). */
export async function GET() {
  const { status, body } = await health();
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
