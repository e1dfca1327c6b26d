import 'server-only';

/**
 * What a shared cache (the caching edge: nginx in deploy/, or a CDN) may keep. Pages the same for
 * everyone (generated at build, revalidated by the CMS webhook's tags) may be kept briefly and then
 * served stale while the edge fetches them again in the background: a publish reaches every edge
 * within about two freshness periods (the origin's own tag revalidation answers stale once too)
 * without the app knowing the edges (no purge API, any CDN works).
 *
 * Browsers keep nothing (`max-age=0`) and get no `stale-while-revalidate`: Chromium applies it to
 * fetches too, so the router's refetch after a Server Action (router.refresh) was answered from the
 * stale copy while a background revalidation hung on for up to 30 s. The stale rules are for shared
 * caches only: nginx applies them by configuration (`proxy_cache_use_stale updating error …`,
 * `proxy_cache_background_update`), a CDN reads them from `CDN-Cache-Control` (RFC 9213), which
 * browsers ignore. `stale-if-error`: an edge keeps serving the last good page while every origin is down.
 */
export const EDGE_FRESH_SECONDS = 2;
export const EDGE_STALE_SECONDS = 60;
export const EDGE_STALE_IF_ERROR_SECONDS = 86_400;

export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${EDGE_FRESH_SECONDS}`;
/** The same for CDNs (RFC 9213 targeted cache control), with the stale rules browsers must not apply. */
export const CDN_CACHE_CONTROL = `max-age=${EDGE_FRESH_SECONDS}, stale-while-revalidate=${EDGE_STALE_SECONDS}, stale-if-error=${EDGE_STALE_IF_ERROR_SECONDS}`;

/** Anything that depends on who asks (a session, cookies, Accept-Language): never kept by anyone. */
export const PER_VISITOR_CACHE_CONTROL = 'private, no-store';

/** What the root's answer depends on: the visitor's language cookie and browser languages. */
export const ROOT_VARY = 'Accept-Language, Cookie';
