import { NextRequest, NextResponse } from 'next/server';
import { intlMiddleware } from '@/lib/routing/intl-middleware';
import { env } from '@/lib/env';
import { routeRedirect } from '@/lib/routing/rules';
import { MOBILE_HOST_REDIRECT } from '@/lib/routing/mobile-host';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { guardedArea, guardRedirect } from '@/lib/routing/guard';
import { decodePath, NOT_FOUND_ROUTE_HEADER, notFoundPath, SERVER_ERROR_HEADER, serverErrorPath, unroutablePath } from '@/lib/routing/path';
import { lookUp } from '@/lib/compose/lookup';
import { inAdminLayout } from '@/lib/routing/pathnames';
import { SESSION_COOKIE, verifySession } from '@/lib/auth/session';
import { redirectFor } from '@/lib/content/redirects';
import { pageSecurity, rendersPerRequest } from '@/lib/security/page-policy';
import { isDraftCookie } from '@/lib/security/draft';
import { foreignRequest, requestHosts } from '@/lib/security/host';
import { CDN_CACHE_CONTROL, PER_VISITOR_CACHE_CONTROL, ROOT_VARY, SHARED_CACHE_CONTROL } from '@/lib/http/cache';

/**
 * The request layer: first the refusal of requests for another site (lib/security/host: a foreign
 * X-Forwarded-Host or Origin), then the mobile sub-host's redirect to the main site, then the route guard from
 * the verified session cookie (lib/routing/guard; for every path, files included), then route rules (lib/routing/rules), editor-managed redirects from
 * the CMS (lib/content/redirects), then next-intl's locale routing, with the page's security headers
 * (lib/security/page-policy: a per-request CSP nonce on pages rendered per request; the Visual
 * Editor's policy only on content pages in a real draft mode). No logic lives here.
 */
export default async function proxy(request: NextRequest) {
  const e = env();
  const url = request.nextUrl;
  const path = decodePath(url.pathname);

  // A request naming another site (X-Forwarded-Host) or sent from another site's page (Origin) is
  // answered here, before anything runs: Next.js would answer such a Server Action with 500.
  const foreign = foreignRequest(requestHosts(request.headers, url.host, request.method !== 'GET' && request.method !== 'HEAD'), {
    siteUrl: e.SITE_URL,
    mobileHost: e.MOBILE_HOST,
  });
  if (foreign) return refuse(foreign.status);

  const decision = routeRedirect(
    { pathname: url.pathname, search: url.search, host: request.headers.get('host') ?? '' },
    { siteUrl: e.SITE_URL, mobileHost: e.MOBILE_HOST },
  );
  // The mobile sub-host sends every path to the main site's root at once (spec §2), /admin included.
  // Next.js turns a redirect from here to its own origin into a relative `Location: /`, which on the
  // sub-host would lead back to the sub-host: that redirect comes from a route handler.
  if (decision?.rule === 'mobile-host') return NextResponse.rewrite(new URL(MOBILE_HOST_REDIRECT, request.url));

  if (guardedArea(url.pathname)) {
    const session = await verifySession(request.cookies.get(SESSION_COOKIE)?.value, e.SESSION_SECRET ?? []);
    const guarded = guardRedirect(url.pathname, session, url.search);
    if (guarded) {
      const response = NextResponse.redirect(new URL(guarded, request.url), 307);
      response.headers.set('Cache-Control', 'private, no-store');
      return response;
    }
  }

  if (decision) {
    const target = /^https?:\/\//.test(decision.location) ? decision.location : new URL(decision.location, request.url);
    const response = NextResponse.redirect(target, decision.status);
    if (decision.rememberLocale) {
      const { name, ...cookie } = LOCALE_COOKIE;
      response.cookies.set(name, decision.rememberLocale, cookie);
      response.headers.set('Cache-Control', 'private, no-store');
    }
    return response;
  }

  const editorial = await redirectFor(path);
  if (editorial) {
    const target = /^https?:\/\//i.test(editorial.target) ? editorial.target : new URL(editorial.target, request.url);
    return NextResponse.redirect(target, editorial.status);
  }

  const draft = isDraftCookie(request.cookies.get('__prerender_bypass')?.value);
  // The path whose page answers: a path no route can have (malformed percent-encoding such as /%ZZ or
  // /de/%E0%A4%A, or an encoded `%`) fails in a decoder further on (a 500), and an id that names
  // nothing would get an empty shell (lib/compose/lookup): both are served the localized not-found
  // page, rendered on the server, from a path of no route (app/global-not-found.tsx). A page that
  // needs the database while it does not answer is served the server-error page, with status 500.
  let served = path;
  let serverError = false;
  request.headers.delete(NOT_FOUND_ROUTE_HEADER);
  request.headers.delete(SERVER_ERROR_HEADER);
  if (unroutablePath(url.pathname)) {
    served = notFoundPath(url.pathname);
  } else if (FILE_LIKE.test(url.pathname)) {
    // Addresses of files (robots.txt, icon.svg, an old /privacy-policy.html): the guard, rules and
    // redirects above apply; what remains is served as it is, without locale routing (and without
    // the proxy's own headers, which a visitor may have sent: an unknown file gets the not-found page).
    return NextResponse.next({ request: { headers: request.headers } });
  } else {
    const lookup = await lookUp(path, { draft });
    if (lookup?.answer === 'not-found') {
      served = notFoundPath(url.pathname);
      request.headers.set(NOT_FOUND_ROUTE_HEADER, lookup.route);
    } else if (lookup?.answer === 'server-error') {
      served = serverErrorPath(url.pathname, inAdminLayout(lookup.route));
      serverError = true;
      request.headers.set(SERVER_ERROR_HEADER, lookup.route);
    }
  }
  if (served !== path) request = new NextRequest(new URL(served, request.url), request);

  // Security headers: on content pages in a real draft mode the Visual Editor's (it may frame the
  // page and load its bridge); on pages rendered per request a fresh CSP nonce; static pages keep
  // next.config.ts's.
  const security = pageSecurity(served, {
    production: e.EXHALE_MODE === 'production',
    preview: draft,
    gtm: Boolean(e.GTM_ID),
  });
  // Next.js reads the nonce from the request's CSP and puts it on its own scripts.
  for (const [k, v] of Object.entries(security.request)) request.headers.set(k, v);
  const root = url.pathname === '/';
  // Locale routing (lib/routing/intl-middleware: next-intl's, kept per path; it never sets the language cookie).
  const response = intlMiddleware(request);
  // What an edge may keep (lib/http/cache): the root's answer depends on the cookie and
  // Accept-Language, pages rendered per request on the visitor; the rest is the same for everyone.
  if (root) {
    response.headers.set('Cache-Control', PER_VISITOR_CACHE_CONTROL);
    response.headers.set('Vary', ROOT_VARY);
  } else if (rendersPerRequest(served)) {
    response.headers.set('Cache-Control', PER_VISITOR_CACHE_CONTROL);
  } else {
    response.headers.set('Cache-Control', SHARED_CACHE_CONTROL);
    response.headers.set('CDN-Cache-Control', CDN_CACHE_CONTROL);
  }
  for (const [k, v] of Object.entries(security.response)) response.headers.set(k, v);
  if (serverError) {
    // The same rewrite, answered with 500: no cache keeps it (a CDN serves its last good copy instead).
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.delete('CDN-Cache-Control');
    return new NextResponse(null, { status: 500, headers: response.headers });
  }
  return response;
}

const FILE_LIKE = /\.[^/]*$/;

/** A refusal (lib/security/host) with its status alone: nothing ran, nothing was rendered. */
function refuse(status: 400 | 403): NextResponse {
  const text = status === 400 ? '400 Bad Request: this site is not the one named' : '403 Forbidden: a request from another site';
  return new NextResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
}

export const config = {
  // Everything but API routes and Next internals: pages, and addresses with a dot (files, old URLs).
  matcher: ['/((?!api|_next|_vercel).*)'],
};
