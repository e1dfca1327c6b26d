import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { routeRedirect } from '@/lib/routing/rules';
import { guardRedirect } from '@/lib/routing/guard';
import { SESSION_COOKIE, verifySession } from '@/lib/auth/session';
import { redirectFor } from '@/lib/content/redirects';
import { pageSecurity } from '@/lib/security/page-policy';

const intl = createIntlMiddleware(routing);

/**
 * The request layer: route rules (lib/routing/rules), editor-managed redirects from the CMS
 * (lib/content/redirects), the route guard from the verified session cookie (lib/routing/guard),
 * then next-intl's locale routing, with the page's security headers (lib/security/page-policy: a
 * per-request CSP nonce on pages rendered per request). No logic lives here.
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

  const editorial = await redirectFor(safeDecode(url.pathname));
  if (editorial) {
    const target = /^https?:\/\//i.test(editorial.target) ? editorial.target : new URL(editorial.target, request.url);
    return NextResponse.redirect(target, editorial.status);
  }

  // Addresses of files (robots.txt, icon.svg, an old /privacy-policy.html): the rules and redirects
  // above apply; what remains is served as it is, without locale routing.
  if (FILE_LIKE.test(url.pathname)) return NextResponse.next();

  const session = await verifySession(request.cookies.get(SESSION_COOKIE)?.value, e.SESSION_SECRET ?? []);
  const guarded = guardRedirect(safeDecode(url.pathname), session);
  if (guarded) {
    const response = NextResponse.redirect(new URL(guarded, request.url), 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  // Security headers: in draft mode the Visual Editor's (it may frame the page and load its bridge);
  // on pages rendered per request a fresh CSP nonce; static pages keep next.config.ts's.
  const security = pageSecurity(safeDecode(url.pathname), {
    production: e.EXHALE_MODE === 'production',
    preview: request.cookies.has('__prerender_bypass'),
    gtm: Boolean(e.GTM_ID),
  });
  // Next.js reads the nonce from the request's CSP and puts it on its own scripts.
  for (const [k, v] of Object.entries(security.request)) request.headers.set(k, v);
  const response = intl(request);
  for (const [k, v] of Object.entries(security.response)) response.headers.set(k, v);
  return response;
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

const FILE_LIKE = /\.[^/]*$/;

export const config = {
  // Everything but API routes and Next internals: pages, and addresses with a dot (files, old URLs),
  // which only the route rules and editor redirects see.
  matcher: ['/((?!api|_next|_vercel).*)'],
};
