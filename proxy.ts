import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { routeRedirect } from '@/lib/routing/rules';

const intl = createIntlMiddleware(routing);

/**
 * The request layer: route rules (lib/routing/rules), then next-intl's locale routing.
 * Seams, in this order, for what later areas add: the route guard (lib/routing/guard) and the
 * CMS redirect lookup (lib/content/redirects). No logic lives here.
 */
export default function proxy(request: NextRequest) {
  const { siteUrl, mobileHost } = { siteUrl: env().SITE_URL, mobileHost: env().MOBILE_HOST };
  const url = request.nextUrl;
  const decision = routeRedirect(
    { pathname: url.pathname, search: url.search, host: request.headers.get('host') ?? '' },
    { siteUrl, mobileHost },
  );
  if (decision) {
    const target = /^https?:\/\//.test(decision.location) ? decision.location : new URL(decision.location, request.url);
    return NextResponse.redirect(target, decision.status);
  }
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
