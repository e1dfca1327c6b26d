import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { localizedPathname, memberPathnames } from '@/lib/routing/pathnames';

/** /robots.txt: everything public may be crawled; admin, member and API paths may not. */
export default function robots(): MetadataRoute.Robots {
  // The member's own pages (the route table's `member`), at their address in every language.
  const member = memberPathnames.flatMap((p) => locales.map((l) => encodeURI(`${localePrefixes[l]}${localizedPathname(p, l)}`)));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/*/admin', ...new Set(member)] }],
    sitemap: new URL('/sitemap.xml', env().SITE_URL).toString(),
  };
}
