import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { localizedPathname, type AppPathname } from '@/lib/routing/pathnames';

/** The member's own pages, at their address in every language (`/account`, `/de/mein-exhale`, …). */
const memberPages: AppPathname[] = ['/account', '/data-deletion'];

/** /robots.txt: everything public may be crawled; admin, member and API paths may not. */
export default function robots(): MetadataRoute.Robots {
  const member = memberPages.flatMap((p) => locales.map((l) => encodeURI(`${localePrefixes[l]}${localizedPathname(p, l)}`)));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/*/admin', ...new Set(member)] }],
    sitemap: new URL('/sitemap.xml', env().SITE_URL).toString(),
  };
}
