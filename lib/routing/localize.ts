import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { appPathnames, localizedPathname, type AppPathname } from './pathnames';

// Fixed routes first (Next's own order: /subscribe-verify/error is not [id]), then the dynamic ones.
const ordered = [...appPathnames.filter((p) => !p.includes('[')), ...appPathnames.filter((p) => p.includes('['))];
const patterns: Array<[RegExp, AppPathname]> = ordered.map((p) => [new RegExp(`^${p.replace(/\[[^\]]+\]/g, '([^/?#]+)')}$`), p]);

/**
 * A link to one of our pages, written in its English form (`/help`, `/posts/cravings?ref=go`), as the
 * same page in `locale` (`/de/hilfe`, `/de/posts/cravings?ref=go`): translated slug and language
 * prefix, parameters, query and fragment kept. Anything else (another site, a path of no route, a path
 * that already names a language) comes back unchanged. Pure (unit-tested).
 */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const pathname = (cut < 0 ? href : href.slice(0, cut)).replace(/(.)\/+$/, '$1');
  const tail = cut < 0 ? '' : href.slice(cut);
  for (const [re, route] of patterns) {
    const match = re.exec(pathname);
    if (!match) continue;
    const values = match.slice(1);
    const slug = localizedPathname(route, locale)
      .split('/')
      .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? (values.shift() ?? '') : encodeURIComponent(segment)))
      .join('/');
    const prefix = localePrefixes[locale];
    return (slug === '/' ? prefix || '/' : prefix + slug) + tail;
  }
  return href;
}
