import { NextResponse, type NextRequest } from 'next/server';
import { unsubscribeByToken } from '@/lib/reminders';

export const dynamic = 'force-dynamic';

/** RFC 8058 one-click unsubscribe from one kind of reminder (List-Unsubscribe-Post): mail clients POST here. */
export async function POST(_request: NextRequest, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const ok = await unsubscribeByToken(token);
  return NextResponse.json(ok ? { result: { unsubscribed: true } } : { error: { status: 404, message: 'not-found' } }, { status: ok ? 200 : 404 });
}

/** A person who opens the header's URL in a browser changes nothing: they get their reminders in /account. */
export async function GET(request: NextRequest) {
  return NextResponse.redirect(new URL('/account#reminders-title', request.url), 303);
}
