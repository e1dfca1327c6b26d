import { NextResponse } from 'next/server';
import { publicAuthConfig } from '@/lib/auth/public-config';

export const dynamic = 'force-dynamic';

/** GET /api/auth/config — the browser's Firebase Auth settings, read at run time (not baked into pages). */
export function GET() {
  return NextResponse.json(publicAuthConfig(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
