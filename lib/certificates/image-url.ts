import { hasLocale } from 'next-intl';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * How long browsers and the edge keep an image: a minute, so a renamed, hidden or deleted certificate
 * stops showing the old name soon after (it carries a person's name and dates).
 */
export const IMAGE_CACHE = 'public, max-age=60, s-maxage=60';

/**
 * The image's one address per language: no query for English, `?lang=<locale>` otherwise. The edge
 * caches by the full address, so any other query (`?x=1`, `?x=2`, …) would render a new image each
 * time; such a request is sent to the canonical address instead (`redirect`), which costs no render.
 */
export function canonicalImageQuery(search: URLSearchParams): { lang: Locale; redirect: string | null } {
  const asked = search.get('lang');
  const lang: Locale = hasLocale(locales, asked) ? asked : 'en-US';
  const canonical = lang === 'en-US' ? '' : `?lang=${lang}`;
  const given = search.toString();
  return { lang, redirect: (given ? `?${given}` : '') === canonical ? null : canonical };
}
