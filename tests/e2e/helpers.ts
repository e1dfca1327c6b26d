import { localePrefixes, locales, type Locale } from '@/lib/i18n/locales';
import { localizedPathname, type AppPathname } from '@/lib/routing/pathnames';

export { locales };

/** The public URL path of an internal pathname in a locale, e.g. ('/help', 'de-DE') → '/de/hilfe'. */
export function urlFor(pathname: AppPathname, locale: Locale, params: Record<string, string> = {}): string {
  let slug = localizedPathname(pathname, locale);
  for (const [k, v] of Object.entries(params)) slug = slug.replace(`[${k}]`, encodeURIComponent(v));
  const path = slug === '/' ? localePrefixes[locale] || '/' : localePrefixes[locale] + slug;
  return encodeURI(path);
}
