import { locales, type Locale } from '@/lib/i18n/locales';

/**
 * Storyblok language codes of the space: English is the space's default language ("default"), the
 * others are field-level translations named by their two-letter code.
 */
export const storyblokLanguage: Record<Locale, string> = {
  'en-US': 'default',
  'de-DE': 'de',
  'fr-FR': 'fr',
  'nl-NL': 'nl',
  'es-ES': 'es',
  'ru-RU': 'ru',
  'it-IT': 'it',
  'pt-PT': 'pt',
  'pl-PL': 'pl',
};

export const contentLanguages = locales.map((l) => storyblokLanguage[l]);
