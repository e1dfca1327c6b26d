import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { localizedPathname, routeTable, storyPathnames, type AppPathname } from '@/lib/routing/pathnames';

/** Story full slugs that are pages of the site, and their internal pathnames (the route table's `story`). */
export const storyPages = storyPathnames;

export const POSTS_FOLDER = 'posts/';

/** The internal pathname of a story, or null if the site has no page for it. */
export function storyPathname(fullSlug: string): { pathname: AppPathname; params?: Record<string, string> } | null {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '');
  if (storyPages[slug]) return { pathname: storyPages[slug] };
  if (slug.startsWith(POSTS_FOLDER) && /^[A-Za-z0-9_-]+$/.test(slug.slice(POSTS_FOLDER.length))) {
    return { pathname: '/posts/[id]', params: { id: slug.slice(POSTS_FOLDER.length) } };
  }
  return null;
}

/** The public path of a story in a locale, translated slug included (e.g. help, de-DE → /de/hilfe). */
export function storyPath(fullSlug: string, locale: Locale): string | null {
  const found = storyPathname(fullSlug);
  if (!found) return null;
  let slug: string = localizedPathname(found.pathname, locale);
  for (const [k, v] of Object.entries(found.params ?? {})) slug = slug.replace(`[${k}]`, encodeURIComponent(v));
  if (slug === '/') return localePrefixes[locale] || '/';
  return localePrefixes[locale] + slug;
}

export interface Multilink {
  linktype?: 'url' | 'story' | 'asset' | 'email' | string;
  url?: string;
  cached_url?: string;
  email?: string;
  anchor?: string;
  story?: { full_slug?: string };
}

/**
 * A site path an editor typed (`/survey/test`, `/savings?x=1#y`) in the visitor's language: a route of
 * the route table gets the locale's prefix and translated slug; anything else stays as typed.
 */
export function localizeSitePath(url: string, locale: Locale): string {
  const m = /^([^?#]*)(.*)$/.exec(url)!;
  const path = m[1]!.replace(/\/+$/, '') || '/';
  if (!(path in routeTable) || path.includes('[')) return url;
  const slug = localizedPathname(path as AppPathname, locale);
  return (slug === '/' ? localePrefixes[locale] || '/' : localePrefixes[locale] + slug) + m[2];
}

/** Resolves a Storyblok multilink to an href: url, story (localized), asset, email. */
export function linkHref(link: Multilink | undefined | null, locale: Locale): string | null {
  if (!link) return null;
  const anchor = link.anchor ? `#${encodeURIComponent(link.anchor)}` : '';
  switch (link.linktype) {
    case 'story': {
      const slug = link.story?.full_slug ?? link.cached_url ?? '';
      const path = storyPath(slug, locale);
      return path ? path + anchor : null;
    }
    case 'email': {
      const email = link.email ?? link.url ?? '';
      return /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null;
    }
    case 'asset':
    case 'url': {
      const url = link.url || link.cached_url || '';
      if (/^https?:\/\//i.test(url)) return url + anchor;
      if (url.startsWith('/')) return localizeSitePath(url, locale) + anchor;
      return null;
    }
    default:
      return null;
  }
}
