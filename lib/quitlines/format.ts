import type { Locale } from '@/lib/i18n/locales';
import type { HoursRange } from './schema';

const DAY_INDEX = { mo: 0, tu: 1, we: 2, th: 3, fr: 4, sa: 5, su: 6 } as const;

/** Opening hours in the visitor's language: weekday names and times by Intl (`Mo–Fr 09:00–20:00`). */
export function formatHours(hours: HoursRange[], locale: Locale): string[] {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const dayName = (d: keyof typeof DAY_INDEX) => weekday.format(Date.UTC(2024, 0, 1 + DAY_INDEX[d]));
  const at = (t: string) => clock.format(Date.UTC(2024, 0, 1, Number(t.slice(0, 2)), Number(t.slice(3))));
  return hours.map((h) => `${h.from === h.to ? dayName(h.from) : `${dayName(h.from)}–${dayName(h.to)}`} ${at(h.open)}–${at(h.close)}`);
}

/** The `tel:` href of a number (E.164 or a national short number), nothing but digits and a leading +. */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, '')}`;
}

/** A country's name in the visitor's language. */
export function countryName(country: string, locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country.toUpperCase();
}
