import { localePrefixes } from '@/lib/i18n/locales';

const PREFIXES = new Set(
  Object.values(localePrefixes)
    .filter(Boolean)
    .map((p) => p.slice(1)),
);

/**
 * Request paths as they arrive on the wire, made safe to reason about. Pure functions (proxy.ts and
 * lib/routing use them; unit-tested).
 */

/**
 * The path decoded for matching: repeated slashes collapsed, each segment percent-decoded on its own
 * (a malformed one such as `%ZZ` stays as it is, so the rest still decodes). Never throws.
 */
export function decodePath(pathname: string): string {
  return pathname
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Whether the path's percent-encoding is malformed (`/%ZZ`, `/de/%E0%A4%A`): decodeURI would throw. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Paths no route of ours can have, which Next.js and next-intl cannot route either (they decode the
 * path more than once, so even a well-formed `%25` fails with a 500): malformed percent-encoding, or
 * an encoded `%`. Slugs never contain `%`.
 */
export function unroutablePath(pathname: string): boolean {
  return isMalformedPath(pathname) || /%25/i.test(pathname);
}

function prefixOf(pathname: string): string {
  const locale = /^\/([a-z]{2})(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
  return locale && PREFIXES.has(locale) ? `/${locale}` : '';
}

/** Where an unroutable path is served from: a path of no route under the same locale prefix (the catch-all's 404). */
export function notFoundPath(pathname: string): string {
  return `${prefixOf(pathname)}/invalid-path`;
}

/**
 * Where the server-error page is served from, under the same locale prefix: the `/error` page, or an
 * address of the admin catch-all (app/[locale]/admin/[...rest]) for the admin layout. Both show it
 * only when the proxy sets SERVER_ERROR_HEADER.
 */
export function serverErrorPath(pathname: string, admin: boolean): string {
  return `${prefixOf(pathname)}${admin ? '/admin/server-error' : '/error'}`;
}

/**
 * The request header proxy.ts sets on a request it serves the not-found page for: the route whose
 * not-found page it is (lib/compose/lookup; app/global-not-found.tsx picks the layout and text by it).
 * The proxy removes it from every other request, so a visitor cannot send it.
 */
export const NOT_FOUND_ROUTE_HEADER = 'x-exhale-not-found-route';

/** The request header proxy.ts sets on a request it serves the server-error page for (the route it stands for); removed from all others. */
export const SERVER_ERROR_HEADER = 'x-exhale-server-error';
