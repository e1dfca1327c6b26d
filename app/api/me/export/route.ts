import { NextResponse } from 'next/server';
import { liveSession } from '@/lib/auth/server';
import { exportOf } from '@/lib/compose/personal-data';

export const dynamic = 'force-dynamic';

/** GET /api/me/export — "download my data": everything stored about the signed-in person, as JSON. */
export async function GET() {
  const session = await liveSession();
  if (!session) return NextResponse.json({ error: { status: 401, message: 'unauthenticated' } }, { status: 401 });
  const data = await exportOf(session.uid);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="exhale-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
