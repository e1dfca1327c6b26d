import { localizedPathname, memberPathnames, type AppPathname } from './pathnames';
import { splitLocale } from './rules';
import { decodePath } from './path';
import { locales } from '@/lib/i18n/locales';

/** What the guard knows of the visitor: nothing (signed out) or the verified session's claims. */
export type GuardSession = { admin: boolean } | null;

export const NO_ADMIN_RIGHTS = 'no admin rights';

/** The first path segment (after the locale) of each guarded area, in every locale's slug. */
function firstSegments(pathname: AppPathname): Set<string> {
  return new Set(locales.map((locale) => localizedPathname(pathname, locale).split('/')[1]!.toLowerCase()));
}
const ADMIN = firstSegments('/admin');
const MEMBER = new Set(memberPathnames.flatMap((p) => [...firstSegments(p)]));

/**
 * Which guarded area a request path belongs to. Spec §2 says "path contains /admin"; we read it as
 * the route's own segment right after the locale (`/admin`, `/de/admin/…`, `/data-deletion`), so
 * `/posts/admin-tips` is content, not admin. The path is matched decoded, segment by segment, with
 * repeated slashes collapsed and case ignored, so `/%61dmin`, `//admin`, `/ADMIN` and
 * `/admin/x/a.b` are guarded too.
 */
export function guardedArea(pathname: string): 'admin' | 'member' | null {
  const { rest } = splitLocale(decodePath(pathname));
  const first = (rest.split('/')[1] ?? '').toLowerCase();
  if (ADMIN.has(first)) return 'admin';
  if (MEMBER.has(first)) return 'member';
  return null;
}

/**
 * The route guard of spec §2, as a pure decision. `pathname` is the requested path with its locale
 * prefix, `search` its query string (with `?`, kept in the `redirect` back). Returns the path to
 * redirect to (in the visitor's locale), or null to let the request pass.
 * - signed out, an admin, data-deletion or account path → /login?redirect={path and query}
 * - signed in, an admin path, admin claim not true → /error?message=no admin rights
 */
export function guardRedirect(pathname: string, session: GuardSession, search = ''): string | null {
  const area = guardedArea(pathname);
  if (!area) return null;
  const { locale, prefix } = splitLocale(decodePath(pathname));
  if (!session) {
    return `${prefix}${localizedPathname('/login', locale)}?redirect=${encodeURIComponent(pathname + search)}`;
  }
  if (area === 'admin' && session.admin !== true) {
    return `${prefix}${localizedPathname('/error', locale)}?message=${encodeURIComponent(NO_ADMIN_RIGHTS)}`;
  }
  return null;
}
