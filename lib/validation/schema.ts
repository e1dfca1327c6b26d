/**
 * Shared zod building blocks for every boundary (callables, Server Actions, route handlers, page
 * params and searchParams), so that what reaches the database is always storable: PostgreSQL refuses
 * NUL in text and dates it cannot represent, and a 32-bit or 64-bit column refuses numbers beyond it.
 * Client-safe (no server imports); the browser's forms use zod/mini in lib/forms/schemas.ts.
 */
import { z } from 'zod';

/** The calendar years we accept anywhere: wide enough for any real date, well inside PostgreSQL's and JavaScript's ranges. */
export const YEARS = { min: 1900, max: 2999 } as const;

// Refinements run even after a failed format check, so they must cope with any string.
const inYears = (iso: string) => {
  const year = /^\d{4}-/.test(iso) ? Number(iso.slice(0, 4)) : Number.NaN;
  return year >= YEARS.min && year <= YEARS.max;
};

/**
 * A real calendar date `YYYY-MM-DD` (no `2026-02-31`, no `2026-99-99`), between 1900 and 2999, that
 * round-trips through `Date`.
 */
export const isoDate = z.iso
  .date()
  .refine(inYears, { message: `a date between ${YEARS.min} and ${YEARS.max}` })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    { message: 'a real calendar date' },
  );

/** A point in time, ISO 8601 with an offset (`2026-05-01T10:00:00Z`), between 1900 and 2999. */
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .refine(inYears, { message: `a date between ${YEARS.min} and ${YEARS.max}` })
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: 'a real point in time' });

/** `isoDate` as a `Date` at 00:00 UTC. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

// C0 controls and DEL; `multiline` text keeps tab, line feed and carriage return.
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** True for text without control characters (multi-line: tab and line breaks allowed) and without lone surrogates. */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_MULTILINE : CONTROL).test(value) && value.isWellFormed();
}

/**
 * Text a person typed: trimmed (unless `trim: false`), `min`–`max` characters, no control characters
 * (NUL included; `multiline` allows tab and line breaks), no lone surrogates. Very long input is
 * refused before it is scanned.
 */
export function text(opts: { max: number; min?: number; multiline?: boolean; trim?: boolean }) {
  const base = z.string().max(opts.max * 2 + 1000, { message: `at most ${opts.max} characters` });
  const trimmed = opts.trim === false ? base : base.trim();
  return trimmed
    .min(opts.min ?? 0)
    .max(opts.max)
    .refine((s) => isCleanText(s, opts.multiline), { message: 'control characters are not allowed' });
}

/** An identifier from elsewhere (a Firebase uid, a store's transaction id): 1–`max` printable characters. */
export const identifier = (max = 128) => text({ min: 1, max, trim: false });

/** A whole number `min`–`max`, safe for the column it goes to. */
export const boundedInt = (min: number, max: number) => z.number().int().min(min).max(max);

/** A page number from a query string: digits only, 1 to `max` (default 10 000). */
export const pageParam = (max = 10_000) =>
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/**
 * One value of Next's `searchParams` (`string | string[] | undefined`): the first value if it was
 * given several times, parsed by `schema`; anything that does not parse counts as not given.
 */
export const searchParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v[0] : v), schema.optional()).catch(undefined) as unknown as z.ZodType<z.output<T> | undefined, unknown>;

/** A UUID (the id of a campaign, a challenge). */
export const uuid = z.uuid();
