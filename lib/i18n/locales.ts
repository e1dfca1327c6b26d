/** The 9 interface languages (spec §1) and their URL prefixes (spec §2). Pure data: safe everywhere. */
export const locales = ['en-US', 'de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'ru-RU', 'it-IT', 'pt-PT', 'pl-PL'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-US';

/** URL prefix per locale; English has none. */
export const localePrefixes: Record<Locale, string> = {
  'en-US': '',
  'de-DE': '/de',
  'fr-FR': '/fr',
  'nl-NL': '/nl',
  'es-ES': '/es',
  'ru-RU': '/ru',
  'it-IT': '/it',
  'pt-PT': '/pt',
  'pl-PL': '/pl',
};

/** Each language's own name, as the language switcher shows it. */
export const localeNames: Record<Locale, string> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'nl-NL': 'Nederlands',
  'es-ES': 'Español',
  'ru-RU': 'Русский',
  'it-IT': 'Italiano',
  'pt-PT': 'Português',
  'pl-PL': 'Polski',
};

/** A stored language code as its own name ("Nederlands"); a code that is not one of ours, as it is. */
export function languageName(code: string): string {
  return isLocale(code) ? localeNames[code] : code;
}

/**
 * A language as a sentence in `locale` names it, mid-sentence ("en français", "auf Französisch",
 * "in het Frans"): Intl's display name of the language alone, without the region.
 */
export function languageNameIn(locale: string, code: string): string {
  const base = code.split('-')[0]!;
  if (!/^[a-z]{2,3}$/i.test(base)) return code; // not a language code
  return new Intl.DisplayNames(locale, { type: 'language' }).of(base) ?? code;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language cookie (spec §9): 365 days, path /, SameSite lax. */
export const LOCALE_COOKIE = { name: 'NEXT_LOCALE', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax', path: '/' } as const;
