/**
 * The admin pages' and CSV exports' query strings, parsed by zod. On a page a value that does not
 * parse (`from=0000-00-00`, `page=99999999999999999999`, `uid=%00`, a repeated key) counts as not
 * given, so the page shows the unfiltered view instead of failing; the CSV exports refuse it with 400
 * (`strict`), so a download never silently contains more than the admin asked for.
 */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { identifier, isoDate, pageParam, searchParam, text } from '@/lib/validation/schema';

type Raw = Record<string, string | string[] | undefined>;

/** `searchParams` (a page's record) or `URLSearchParams` (a route handler's) as one record. */
function record(raw: Raw | URLSearchParams): Raw {
  if (!(raw instanceof URLSearchParams)) return raw ?? {};
  const out: Raw = {};
  for (const key of new Set(raw.keys())) out[key] = raw.getAll(key);
  return out;
}

const first = (v: unknown) => {
  const x = Array.isArray(v) ? v[0] : v;
  return x === '' ? undefined : x;
};
/** A strict field: absent or empty is fine, anything else must parse. */
const strictParam = <T extends z.ZodType>(schema: T) => z.preprocess(first, schema.optional());

function fields<S extends Record<string, z.ZodType>>(shape: S, strict: boolean) {
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, strict ? strictParam(s) : searchParam(s)])) as { [K in keyof S]: z.ZodType<z.output<S[K]> | undefined, unknown> };
}

const purchaseShape = {
  store: z.enum(['app-store', 'play-store']),
  status: z.enum(['purchased', 'renewed', 'refunded', 'cancelled', 'expired']),
  product: text({ max: 100 }),
  uid: identifier(128),
  from: isoDate,
  to: isoDate,
  sort: z.enum(['newest', 'oldest', 'price']),
  page: pageParam(),
};
export type PurchaseSearch = { [K in keyof typeof purchaseShape]?: z.output<(typeof purchaseShape)[K]> };

/** Purchases page: invalid values dropped; sort defaults to newest, page to 1. */
export function purchaseSearch(raw: Raw) {
  const s = z.object(fields(purchaseShape, false)).parse(record(raw)) as PurchaseSearch;
  return { ...s, sort: s.sort ?? 'newest', page: s.page ?? 1 };
}

/** Purchases CSV: the filter, or null when a value does not parse. */
export function strictPurchaseSearch(raw: URLSearchParams): Omit<PurchaseSearch, 'page'> | null {
  const parsed = z.object(fields(purchaseShape, true)).safeParse(record(raw));
  return parsed.success ? (parsed.data as PurchaseSearch) : null;
}

/** Motivation report: period and survey language. */
export const motivationSearch = (raw: Raw) => z.object(fields({ from: isoDate, to: isoDate, lang: z.enum(locales) }, false)).parse(record(raw));

/** Onboarding funnel: period, platform, and a uid to look up. */
export const funnelSearch = (raw: Raw) => z.object(fields({ from: isoDate, to: isoDate, platform: z.enum(['ios', 'android', 'web']), uid: identifier(128) }, false)).parse(record(raw));

/** Email page: subscriber filter and the two lists' pages. */
export function emailSearch(raw: Raw) {
  const s = z.object(fields({ status: z.enum(['pending', 'active', 'unsubscribed']), locale: z.enum(locales), page: pageParam(), outbox: pageParam() }, false)).parse(record(raw));
  return { ...s, page: s.page ?? 1, outbox: s.outbox ?? 1 };
}

/** A free-text search box (user roles, a campaign's code lookup). */
export const searchText = (raw: Raw, key: string, max: number) => z.object({ [key]: searchParam(text({ max })) }).parse(record(raw))[key] ?? '';
