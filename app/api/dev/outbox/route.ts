import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { latestMailOf } from '@/lib/email';

export const dynamic = 'force-dynamic';

/** Embedded mode only: the newest messages of the outbox (the local mailbox) as JSON; `?to=` keeps one recipient's. */
export async function GET(request: NextRequest) {
  if (env().EXHALE_MODE !== 'embedded') return new NextResponse(null, { status: 404 });
  const to = request.nextUrl.searchParams.get('to');
  // An address is at most 320 characters and has no control characters (PostgreSQL refuses a NUL).
  if (to !== null && (to.length > 320 || /[\u0000-\u001f\u007f]/.test(to))) {
    return NextResponse.json({ error: { status: 400, code: 'invalid-argument' } }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const rows = await latestMailOf(20, to);
  return NextResponse.json(
    {
      result: rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        template: r.template,
        locale: r.locale,
        text: r.text,
        status: r.status,
        createdAt: r.createdAt,
      })),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
