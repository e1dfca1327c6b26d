import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
