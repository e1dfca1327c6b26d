import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/** /robots.txt: everything public may be crawled; admin, member and API paths may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/*/admin', '/data-deletion', '/*/data-deletion'] }],
    sitemap: new URL('/sitemap.xml', env().SITE_URL).toString(),
  };
}
