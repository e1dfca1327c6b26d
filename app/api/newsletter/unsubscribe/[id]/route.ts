import { NextResponse, type NextRequest } from 'next/server';
import { unsubscribeByLink } from '@/lib/newsletter';

export const dynamic = 'force-dynamic';

/** RFC 8058 one-click unsubscribe (List-Unsubscribe-Post): mail clients POST here. */
export async function POST(_request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ok = await unsubscribeByLink(id);
  return NextResponse.json(ok ? { result: { unsubscribed: true } } : { error: { status: 404, message: 'not-found' } }, { status: ok ? 200 : 404 });
}

/** A person who opens the header's URL in a browser gets the page. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return NextResponse.redirect(new URL(`/unsubscribe/${encodeURIComponent(id)}`, request.url), 303);
}
