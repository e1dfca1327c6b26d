import { hasLocale } from 'use-intl/core';
import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * How long browsers and the edge keep an image: a minute, so a renamed, hidden or deleted certificate
 * stops showing the old name soon after (it carries a person's name and dates).
 */
export const IMAGE_CACHE = 'public, max-age=60, s-maxage=60';

/**
 * The language `?lang=` names: one of ours exactly, in any case (`de-de`), or by its short code
 * (`de`, `ru`); anything else is English.
 */
export function imageLocale(asked: string | null): Locale {
  if (hasLocale(locales, asked)) return asked;
  const code = (asked ?? '').toLowerCase();
  return locales.find((l) => l.toLowerCase() === code || l.slice(0, 2) === code) ?? 'en-US';
}

/**
 * The image's one address per language: no query for English, `?lang=<locale>` otherwise. The edge
 * caches by the full address, so a short code (`?lang=de`) and any other query (`?x=1`, `?x=2`, …) would render a new image each
 * time; such a request is sent to the canonical address instead (`redirect`), which costs no render.
 * `search` is the URL's `search` as received: empty, or starting with `?`.
 */
export function canonicalImageQuery(search: string): { lang: Locale; redirect: string | null } {
  const lang = imageLocale(new URLSearchParams(search).get('lang'));
  const canonical = lang === 'en-US' ? '' : `?lang=${lang}`;
  // The query exactly as sent (`?&`, `?lang=de-DE&` or an escaped `de%2DDE` are other cache keys too).
  return { lang, redirect: search === canonical ? null : canonical };
}
