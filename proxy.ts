import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { routeRedirect } from '@/lib/routing/rules';
import { guardRedirect } from '@/lib/routing/guard';
import { SESSION_COOKIE, verifySession } from '@/lib/auth/session';

const intl = createIntlMiddleware(routing);

/**
 * The request layer: route rules (lib/routing/rules), the route guard from the verified session
 * cookie (lib/routing/guard), then next-intl's locale routing. Seam for the content issue: the CMS
 * redirect lookup (lib/content/redirects) goes between the rules and the guard. No logic lives here.
 */
export default async function proxy(request: NextRequest) {
  const e = env();
  const url = request.nextUrl;
  const decision = routeRedirect(
    { pathname: url.pathname, search: url.search, host: request.headers.get('host') ?? '' },
    { siteUrl: e.SITE_URL, mobileHost: e.MOBILE_HOST },
  );
  if (decision) {
    const target = /^https?:\/\//.test(decision.location) ? decision.location : new URL(decision.location, request.url);
    return NextResponse.redirect(target, decision.status);
  }

  const session = await verifySession(request.cookies.get(SESSION_COOKIE)?.value, e.SESSION_SECRET ?? []);
  const guarded = guardRedirect(safeDecode(url.pathname), session);
  if (guarded) {
    const response = NextResponse.redirect(new URL(guarded, request.url), 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  return intl(request);
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
