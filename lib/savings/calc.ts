import type { Locale } from '@/lib/i18n/locales';

/**
 * The savings calculator's pure arithmetic, free of dependencies so the home page's small client
 * component can use it (zod stays on the server: schema.ts parses what the no-JavaScript form sends).
 */

/** Limits of the inputs: beyond them the form says what is wrong, nothing is computed. */
export const SAVINGS_LIMITS = {
  perDay: { min: 1, max: 100 },
  price: { min: 0.01, max: 100_000 },
  packSize: { min: 1, max: 100 },
} as const;

export const DEFAULT_PACK_SIZE = 20;

/** Currencies the calculator offers (ISO 4217). */
export const currencies = ['EUR', 'USD', 'GBP', 'PLN', 'RUB', 'CHF'] as const;
export type Currency = (typeof currencies)[number];

/** Each interface language's default currency (the visitor can choose another). */
export const defaultCurrency: Record<Locale, Currency> = {
  'en-US': 'USD',
  'de-DE': 'EUR',
  'fr-FR': 'EUR',
  'nl-NL': 'EUR',
  'es-ES': 'EUR',
  'ru-RU': 'RUB',
  'it-IT': 'EUR',
  'pt-PT': 'EUR',
  'pl-PL': 'PLN',
};

/**
 * Minutes of life a cigarette costs on average: Shaw, Mitchell, Dorling, "Time for a smoke? One
 * cigarette reduces your life by 11 minutes", BMJ 2000;320:53.
 */
export const MINUTES_PER_CIGARETTE = 11;
export const MINUTES_SOURCE_URL = 'https://doi.org/10.1136/bmj.320.7226.53';

const DAYS_PER_YEAR = 365.25;
const DAYS_PER_MONTH = DAYS_PER_YEAR / 12;

export interface SavingsInput {
  perDay: number;
  price: number;
  packSize: number;
  currency: Currency;
}

export interface Savings {
  money: { month: number; year: number };
  cigarettes: { month: number; year: number };
  /** Minutes of life regained (MINUTES_PER_CIGARETTE per cigarette not smoked). */
  minutes: { month: number; year: number };
}

/** What not smoking gives back per month and year: money, cigarettes not smoked, and time. */
export function computeSavings({ perDay, price, packSize }: Pick<SavingsInput, 'perDay' | 'price' | 'packSize'>): Savings {
  const perDayCost = (perDay / packSize) * price;
  const month = perDay * DAYS_PER_MONTH;
  const year = perDay * DAYS_PER_YEAR;
  return {
    money: { month: perDayCost * DAYS_PER_MONTH, year: perDayCost * DAYS_PER_YEAR },
    cigarettes: { month: Math.round(month), year: Math.round(year) },
    minutes: { month: Math.round(month * MINUTES_PER_CIGARETTE), year: Math.round(year * MINUTES_PER_CIGARETTE) },
  };
}

/** Minutes as whole days and hours (for "time regained"). */
export function splitMinutes(minutes: number): { days: number; hours: number } {
  const hours = Math.floor(minutes / 60);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** Message keys (`Savings.errors.*`) a bad input can produce. */
export type SavingsErrorKey = 'required' | 'number' | 'whole' | 'perDayRange' | 'priceRange' | 'packSizeRange' | 'currency';
export type SavingsErrors = Partial<Record<keyof SavingsInput, SavingsErrorKey>>;

/** A number as a person types it: a decimal comma is accepted. Empty → undefined, junk → NaN. */
export function typedNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const s = String(value).trim().replace(',', '.');
  if (s === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

function checkNumber(v: unknown, range: { min: number; max: number }, rangeKey: SavingsErrorKey, whole: boolean): number | SavingsErrorKey {
  const n = typedNumber(v);
  if (n === undefined) return 'required';
  if (!Number.isFinite(n)) return 'number';
  if (whole && !Number.isInteger(n)) return 'whole';
  if (n < range.min || n > range.max) return rangeKey;
  return n;
}

/**
 * The same checks as the server's zod schema (schema.ts), without zod, for the page's instant result
 * as the visitor types (a property test keeps the two in step).
 */
export function checkSavings(raw: Record<string, unknown>): { ok: true; input: SavingsInput } | { ok: false; errors: SavingsErrors } {
  const errors: SavingsErrors = {};
  const perDay = checkNumber(raw.perDay, SAVINGS_LIMITS.perDay, 'perDayRange', true);
  const price = checkNumber(raw.price, SAVINGS_LIMITS.price, 'priceRange', false);
  const packSize = typedNumber(raw.packSize) === undefined ? DEFAULT_PACK_SIZE : checkNumber(raw.packSize, SAVINGS_LIMITS.packSize, 'packSizeRange', true);
  const currency = (currencies as readonly unknown[]).includes(raw.currency) ? (raw.currency as Currency) : null;
  if (typeof perDay === 'string') errors.perDay = perDay;
  if (typeof price === 'string') errors.price = price;
  if (typeof packSize === 'string') errors.packSize = packSize;
  if (!currency) errors.currency = 'currency';
  if (typeof perDay === 'string' || typeof price === 'string' || typeof packSize === 'string' || !currency) return { ok: false, errors };
  return { ok: true, input: { perDay, price, packSize, currency } };
}
