import createIntlMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { routing } from './intl';

/**
 * next-intl's locale routing for proxy.ts, asked once per path instead of once per request.
 *
 * Only the unprefixed root picks a language from the visitor's cookie or Accept-Language; every other
 * address names its language (unprefixed: English), so its answer is the same for everyone and a
 * shared cache may keep it. Away from the root next-intl neither reads nor writes the language cookie.
 *
 * next-intl's middleware sorts the whole route table and builds a regular expression for every
 * route in every language on each call (most of the request layer's own time). Its answer depends
 * only on the path away from the root, and on the language cookie and Accept-Language at the root:
 * when it lets the request through (`next`) or serves it from the locale's internal path (`rewrite`),
 * that answer is kept per key and later requests get the same response built the way next-intl
 * builds it (the request's headers, its query string, the `x-next-intl-locale` header; cookies
 * are never set, see below). Redirects
 * are not kept: next-intl answers them each time. tests/unit/intl-middleware.test.ts compares the
 * two on every route in every language.
 */
const atRoot = createIntlMiddleware(routing);
const elsewhere = createIntlMiddleware({ ...routing, localeDetection: false, localeCookie: false });

type Decision = { kind: 'next' | 'rewrite'; pathname: string; locale: string };

/** At most this many paths are kept; when full the table starts afresh (random paths cost what they cost without it). */
const MAX_ENTRIES = 5000;
const decisions = new Map<string, Decision>();

const REWRITE = 'x-middleware-rewrite';
const SET_COOKIE = 'x-middleware-set-cookie';
const NEXT = 'x-middleware-next';
const LOCALE_HEADER = 'x-next-intl-locale';
const REQUEST_LOCALE = `x-middleware-request-${LOCALE_HEADER}`;

function keyOf(request: NextRequest, root: boolean): string {
  const path = request.nextUrl.pathname;
  if (!root) return path;
  return `${path}\n${request.cookies.get(LOCALE_COOKIE.name)?.value ?? ''}\n${request.headers.get('accept-language') ?? ''}`;
}

/** What next-intl answered, when it is a pass or a rewrite: the rest of the response is rebuilt from it. */
function decisionOf(response: NextResponse, request: NextRequest): Decision | null {
  const locale = response.headers.get(REQUEST_LOCALE);
  if (!locale) return null;
  const rewrite = response.headers.get(REWRITE);
  if (rewrite) {
    const url = new URL(rewrite);
    if (url.search !== request.nextUrl.search || url.origin !== request.nextUrl.origin) return null;
    return { kind: 'rewrite', pathname: url.pathname, locale };
  }
  if (response.headers.get(NEXT) === '1') return { kind: 'next', pathname: request.nextUrl.pathname, locale };
  return null;
}

/** next-intl's `next()` (next-intl/dist/…/middleware.js), from a kept decision. */
function respond(decision: Decision, request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, decision.locale);
  if (decision.kind === 'next') return NextResponse.next({ request: { headers } });
  return NextResponse.rewrite(new URL(decision.pathname + request.nextUrl.search, request.url), { request: { headers } });
}

/**
 * next-intl's locale routing for a request (the root's with language detection, others without),
 * without the language cookie: that is set only when a visitor chooses a language (the chooser sets
 * it in the browser, `/en-US…` in the route rules), never by next-intl on an answer a shared cache may
 * keep: not on this answer, nor through `x-middleware-set-cookie`, which Next.js hands to the page's
 * render and adds to any redirect or action answer of it (a go-link, an invalid confirmation link).
 */
export function intlMiddleware(request: NextRequest): NextResponse {
  const root = request.nextUrl.pathname === '/';
  const key = keyOf(request, root);
  const kept = decisions.get(key);
  if (kept) return respond(kept, request);
  const response = (root ? atRoot : elsewhere)(request);
  response.headers.delete('set-cookie');
  response.headers.delete(SET_COOKIE);
  const decision = decisionOf(response, request);
  if (decision) {
    if (decisions.size >= MAX_ENTRIES) decisions.clear();
    decisions.set(key, decision);
  }
  return response;
}
