import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The purchases area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** App store purchases (`recordPurchase`, server to server), idempotent by store + transaction id. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    store: text('store', { enum: ['app-store', 'play-store'] }).notNull(),
    transactionId: text('transaction_id').notNull(),
    uid: text('uid'),
    product: text('product').notNull(),
    // Micros (amount × 1,000,000) in a 64-bit column: a yen or forint price passes 2³¹ micros at 2,148 units.
    priceMicros: bigint('price_micros', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['purchased', 'renewed', 'refunded', 'cancelled', 'expired'] }).notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchases_store_tx_idx').on(t.store, t.transactionId),
    index('purchases_purchased_idx').on(t.purchasedAt),
    index('purchases_uid_idx').on(t.uid),
  ],
);

/**
 * Purchases per UTC day (of purchased_at), store, status and currency: their number and price sum (no
 * personal data). Kept by statement triggers on `purchases` in the writing transaction (migration 0017),
 * so a status change moves the purchase from one row to the other.
 */
export const purchaseRollups = pgTable(
  'purchase_rollups',
  {
    day: date('day').notNull(),
    store: text('store').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    n: integer('n').notNull(),
    micros: bigint('micros', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'purchase_rollups_pk', columns: [t.day, t.store, t.status, t.currency] })],
);
