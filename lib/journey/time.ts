/**
 * A member's own day: calendar days in their IANA time zone, whatever the server's zone and across
 * daylight saving (Intl does the zone's rules). Client-safe, no dependencies.
 */

/** True for a time zone name this runtime knows (`Europe/Berlin`, `America/New_York`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) it is at `at` in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let f = formats.get(timeZone);
  if (!f) formats.set(timeZone, (f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = Object.fromEntries(f.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier): a 23- or 25-hour day counts as one. */
export const daysFrom = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** The day `n` calendar days after `day`. */
export const addDays = (day: string, n: number) => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
