import type { Locale } from './locales';

/** Messages per locale; each file is split into its own chunk and loaded on demand. */
export async function loadMessages(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default;
}
