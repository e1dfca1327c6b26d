/**
 * Purchases (spec §7 recordPurchase, the admin purchases page and its CSV): the store and status
 * enums, the app server's record and the admin filter, once. Client-safe.
 */
import { z } from 'zod';
import { searchRecord, searchSchema, type RawSearch } from '@/lib/http/search-params';
import { identifier, isoDate, isoDateTime, pageParam, text } from '@/lib/validation/schema';
import { pastDateTime } from '@/lib/validation/time';

export const STORES = ['app-store', 'play-store'] as const;
export const PURCHASE_STATUSES = ['purchased', 'renewed', 'refunded', 'cancelled', 'expired'] as const;
export const PURCHASE_SORTS = ['newest', 'oldest', 'price'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** The largest price we store: 10¹² micros (a million units of any currency) fits a bigint easily. */
export const MAX_PRICE_MICROS = 1e12;

/** What the app server reports (`recordPurchase`); a repeat of a transaction updates its row. */
export const purchaseRecord = z.object({
  store: z.enum(STORES),
  transactionId: identifier(200),
  uid: identifier(128).nullable().default(null),
  product: identifier(200),
  priceMicros: z.number().int().min(0).max(MAX_PRICE_MICROS),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(PURCHASE_STATUSES),
  /** When it was bought: not in the future (lib/validation/time). */
  purchasedAt: pastDateTime,
  expiresAt: isoDateTime.nullable().default(null),
});
export type PurchaseRecord = z.output<typeof purchaseRecord>;

const purchaseShape = {
  store: z.enum(STORES),
  status: z.enum(PURCHASE_STATUSES),
  product: text({ max: 100 }),
  uid: identifier(128),
  from: isoDate,
  to: isoDate,
  sort: z.enum(PURCHASE_SORTS),
  page: pageParam(),
};
export type PurchaseSearch = { [K in keyof typeof purchaseShape]?: z.output<(typeof purchaseShape)[K]> };
/** A parsed filter: dates are real `YYYY-MM-DD`, texts clean, the page bounded. */
export type PurchaseFilter = Omit<PurchaseSearch, 'page'> & { page: number };

/** Purchases page: invalid values dropped; sort defaults to newest, page to 1. */
export function purchaseSearch(raw: RawSearch) {
  const s = searchSchema(purchaseShape).parse(searchRecord(raw)) as PurchaseSearch;
  return { ...s, sort: s.sort ?? 'newest', page: s.page ?? 1 };
}

/** Purchases CSV: the filter, or null when a value does not parse. */
export function strictPurchaseSearch(raw: URLSearchParams): Omit<PurchaseSearch, 'page'> | null {
  const parsed = searchSchema(purchaseShape, true).safeParse(searchRecord(raw));
  return parsed.success ? (parsed.data as PurchaseSearch) : null;
}
