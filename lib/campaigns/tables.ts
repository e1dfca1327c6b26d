import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The campaigns area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** Campaigns of redeemable codes (managed in /admin/code-campaigns). */
export const codeCampaigns = pgTable('code_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  grant: text('grant').notNull().default('premium'),
  grantDays: integer('grant_days').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  /** Code format: an optional fixed prefix and the number of random characters after it. */
  prefix: text('prefix').notNull().default(''),
  codeLength: integer('code_length').notNull().default(12),
  /** Set when an admin stops the campaign: its codes can no longer be redeemed. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The admin form's key for this creation: a repeated or doubled request finds this campaign instead of making another. */
  idempotencyKey: uuid('idempotency_key').unique(),
});

/**
 * One code, redeemed at most once (the update that redeems it is conditional, hence atomic). Stored
 * canonical (upper case, no separators) so a redemption is a primary-key lookup; shown grouped.
 */
export const codes = pgTable(
  'codes',
  {
    code: text('code').primaryKey(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => codeCampaigns.id, { onDelete: 'cascade' }),
    uid: text('uid'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [index('codes_campaign_idx').on(t.campaignId, t.redeemedAt), index('codes_uid_idx').on(t.uid)],
);
