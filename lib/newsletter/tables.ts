import { sql } from 'drizzle-orm/sql';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The newsletter area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** Newsletter subscriptions with double opt-in. Tokens are stored as SHA-256 hashes only. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    verifyTokenHash: text('verify_token_hash'),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
    /** SHA-256 of the unsubscribe token in the confirmation email (the token itself is only in the email). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /**
     * SHA-256 of the unsubscribe tokens of the last NEWSLETTER_LINKS_KEPT newsletters, newest last:
     * every newsletter carries a fresh token, so no token is ever stored to be reused.
     */
    newsletterTokenHashes: text('newsletter_token_hashes').array().notNull().default([]),
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_email_idx').on(t.email),
    uniqueIndex('subscriptions_verify_idx').on(t.verifyTokenHash),
    uniqueIndex('subscriptions_unsubscribe_idx').on(t.unsubscribeTokenHash),
    index('subscriptions_newsletter_tokens_idx').using('gin', t.newsletterTokenHashes),
    index('subscriptions_status_idx').on(t.status, t.createdAt),
    index('subscriptions_uid_idx').on(t.uid),
    index('subscriptions_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A newsletter as a job (lib/newsletter/send.ts): queued by the admin, its recipients fixed in
 * `newsletter_deliveries` when a worker starts it, then sending, paused, done or cancelled.
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    /** Markdown (links and emphasis; no HTML). */
    body: text('body').notNull(),
    locales: text('locales').array().notNull(),
    status: text('status', { enum: ['queued', 'sending', 'paused', 'done', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** How many recipients it was fixed with (0 until it starts). */
    total: integer('total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The admin form's key for this newsletter: a repeated or doubled request finds this send instead of queueing another. */
    idempotencyKey: uuid('idempotency_key').unique(),
  },
  (t) => [index('newsletter_sends_created_idx').on(t.createdAt)],
);

/**
 * One row per newsletter and recipient (unique): the exactly-once record. queued → sending (claimed by
 * a worker with a lease, FOR UPDATE SKIP LOCKED) → sent | failed, or cancelled. The row names its
 * subscription only and goes with it (the address is read at send time).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'sending', 'sent', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_recipient_idx').on(t.sendId, t.subscriptionId),
    index('newsletter_deliveries_claim_idx').on(t.sendId, t.state, t.nextAttemptAt),
    index('newsletter_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);
