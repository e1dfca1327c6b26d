import type { Locale } from '@/lib/i18n/locales';
import type { Quitline } from './schema';

export { parseQuitline, quitline, type Quitline, type HoursRange } from './schema';
export { formatHours, telHref, countryName } from './format';

/** The interface language's short code (`de-DE` → `de`), as the datasource's `for` field names it. */
export const languageOf = (locale: Locale) => locale.slice(0, 2) as Quitline['for'][number];

/** A language's own quitlines first (in datasource order), then every other country by its name. */
export function splitQuitlines(all: Quitline[], locale: Locale): { main: Quitline[]; others: Quitline[] } {
  const lang = languageOf(locale);
  return { main: all.filter((q) => q.for.includes(lang)), others: all.filter((q) => !q.for.includes(lang)) };
}

/**
 * The one quitline for a member of this interface language: their country's (the locale's region,
 * `de-DE` → `de`) when it serves the language, else the language's first; null when the language has none.
 */
export function quitlineFor(all: Quitline[], locale: Locale): Quitline | null {
  const { main } = splitQuitlines(all, locale);
  const country = locale.slice(3).toLowerCase();
  return main.find((q) => q.country === country) ?? main[0] ?? null;
}
