/**
 * A date in a visitor's language: `Intl.DateTimeFormat`, with what Intl leaves out. French writes the
 * first day of a month as an ordinal, "1er décembre 2026" (also abridged, "1er déc."), where Intl
 * gives "1 décembre"; a numeric date ("01/12/2026") stays as it is. Server and browser alike.
 */
export function formatDate(locale: string, date: Date, options: Intl.DateTimeFormatOptions): string {
  return joined(locale, new Intl.DateTimeFormat(locale, options).formatToParts(date));
}

function joined(locale: string, parts: Intl.DateTimeFormatPart[]): string {
  const french = locale === 'fr' || locale.startsWith('fr-');
  return parts.map((p) => (french && p.type === 'day' && p.value === '1' ? '1er' : p.value)).join('');
}

/** A calendar day (`YYYY-MM-DD`, as stored) in words, read at noon UTC so no time zone moves it. */
export function formatDay(locale: string, day: string, style: 'medium' | 'long' | 'full' = 'long'): string {
  return formatDate(locale, new Date(`${day}T12:00:00Z`), { dateStyle: style, timeZone: 'UTC' });
}

/** A span of dates ("1–7 December 2026", "1er–7 décembre 2026"), the same way. */
export function formatDateRange(locale: string, start: Date, end: Date, options: Intl.DateTimeFormatOptions): string {
  return joined(locale, new Intl.DateTimeFormat(locale, options).formatRangeToParts(start, end));
}

/**
 * The two date calls of next-intl's formatter (`dateTime`, `dateTimeRange`) for one language and time
 * zone (next-intl's `getTimeZone`/`useTimeZone`, so server and browser agree), with the rule above:
 * the admin area formats its dates through this, so French tables read "1er déc.".
 */
export function dateFormat(locale: string, timeZone?: string) {
  return {
    /** A page's one format of a day ("Nov 28, 2026") and of a moment ("Nov 28, 2026, 3:04 PM"): one per language. */
    day: (date: Date | number | string) => formatDate(locale, new Date(date), { timeZone, dateStyle: 'medium' }),
    moment: (date: Date | number | string) => formatDate(locale, new Date(date), { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
    dateTime: (date: Date | number, options: Intl.DateTimeFormatOptions) => formatDate(locale, new Date(date), { timeZone, ...options }),
    dateTimeRange: (start: Date | number, end: Date | number, options: Intl.DateTimeFormatOptions) =>
      formatDateRange(locale, new Date(start), new Date(end), { timeZone, ...options }),
  };
}

/**
 * A moment's calendar day where the code runs (`YYYY-MM-DD`, as stored): in the browser, the visitor's own
 * day, which `toISOString()` (UTC) is not in the evening west of Greenwich or the early morning east of it.
 * A form that renders it before hydration reads it through `useLocalDay` (./use-local-day).
 */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar day `days` after `day` (both `YYYY-MM-DD`), whatever the time zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
