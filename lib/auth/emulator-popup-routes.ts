import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';

/**
 * Embedded mode only. The Firebase SDK's popup flow needs Google's gapi script from apis.google.com,
 * which an offline machine cannot load. So in embedded mode the emulator's own sign-in page is
 * served through our origin (handler), and a same-origin relay frame hands its result to the page,
 * which signs in with the credential the emulator page produced. Production uses the SDK's popup.
 */
const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

export async function emulatorHandler(request: NextRequest) {
  const e = env();
  if (e.EXHALE_MODE !== 'embedded') return new NextResponse(null, { status: 404 });
  const res = await fetch(`http://${e.FIREBASE_AUTH_EMULATOR_HOST}/emulator/auth/handler${request.nextUrl.search}`);
  return new NextResponse(await res.text(), { status: res.status, headers: html });
}

export function emulatorRelay() {
  if (env().EXHALE_MODE !== 'embedded') return new NextResponse(null, { status: 404 });
  const script = `addEventListener('message',function(e){if(e.origin===location.origin&&e.data&&e.data.eventType==='sendAuthEvent'){parent.postMessage({exhaleIdp:e.data.data},location.origin)}});`;
  return new NextResponse(`<!doctype html><title>relay</title><script>${script}</script>`, { headers: html });
}
