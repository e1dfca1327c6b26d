import { localizedPathname } from './pathnames';
import { splitLocale } from './rules';

/** What the guard knows of the visitor: nothing (signed out) or the verified session's claims. */
export type GuardSession = { admin: boolean } | null;

export const NO_ADMIN_RIGHTS = 'no admin rights';

/**
 * The route guard of spec §2, as a pure decision. `pathname` is the requested path with its locale
 * prefix. Returns the path to redirect to (in the visitor's locale), or null to let the request pass.
 * - signed out, path contains /admin or /data-deletion → /login?redirect={path}
 * - signed in, path contains /admin, admin claim not true → /error?message=no admin rights
 */
export function guardRedirect(pathname: string, session: GuardSession): string | null {
  const admin = pathname.includes('/admin');
  const member = admin || pathname.includes('/data-deletion');
  if (!member) return null;
  const { locale, prefix } = splitLocale(pathname);
  if (!session) {
    return `${prefix}${localizedPathname('/login', locale)}?redirect=${encodeURIComponent(pathname)}`;
  }
  if (admin && session.admin !== true) {
    return `${prefix}${localizedPathname('/error', locale)}?message=${encodeURIComponent(NO_ADMIN_RIGHTS)}`;
  }
  return null;
}
