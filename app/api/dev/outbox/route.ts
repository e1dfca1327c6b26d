import { NextResponse } from 'next/server';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { latestMail } from '@/lib/email';

export const dynamic = 'force-dynamic';

/** Embedded mode only: the newest messages of the outbox (the local mailbox) as JSON. */
export async function GET() {
  if (env().EXHALE_MODE !== 'embedded') return new NextResponse(null, { status: 404 });
  const rows = await latestMail(await db(), 20);
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
