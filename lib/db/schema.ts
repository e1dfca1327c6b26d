import { sql } from 'drizzle-orm/sql';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The product's tables. Every column that can hold a person's uid is named `uid`, `actor_uid` or
 * `target_uid`: lib/deletion erases or anonymizes them, and its test enumerates the tables.
 */

/**
 * Who holds the admin claim, mirrored from the identity provider (which has no query by claim) so the
 * admin list pages through a table instead of listing every account. Written when rights are granted
 * or revoked in the app and when an admin opens the admin area; checked against the claims on display.
 */
export const adminRoles = pgTable(
  'admin_roles',
  {
    uid: text('uid').primaryKey(),
    email: text('email'),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_roles_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Every change of a person's rights: who did what to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    targetUid: text('target_uid').notNull(),
    targetEmail: text('target_email'),
    action: text('action').notNull(),
    /** What changed, for actions on things other than people (lists, campaigns, newsletters). */
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The actor and address indexes serve a person's export and deletion (lib/deletion), which look rows
  // up by uid and by lower(address).
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetUid),
    index('audit_log_actor_idx').on(t.actorUid),
    index('audit_log_actor_email_lower_idx').on(sql`lower(${t.actorEmail})`),
    index('audit_log_target_email_lower_idx').on(sql`lower(${t.targetEmail})`),
  ],
);

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

/** Every email the product sends: queued, sent or failed, and readable in /admin/email. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** queued → sending (a worker holds it) → sent | failed (with its error; retried by the queue up to MAIL_MAX_ATTEMPTS). */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** While `sending`: until when the worker holds it; after that another worker may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_status_idx').on(t.status),
    index('outbox_to_idx').on(t.to),
    index('outbox_uid_idx').on(t.uid),
    index('outbox_to_lower_idx').on(sql`lower(${t.to})`),
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

/** Reasons to quit that members can pick in the motivation survey (labels per locale). */
export const quitReasons = pgTable('quit_reasons', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Interests members can pick in the motivation survey (labels per locale). */
export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  labels: jsonb('labels').$type<Record<string, string>>().notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Fagerström Test for Nicotine Dependence results. */
export const testResults = pgTable(
  'test_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid'),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: smallint('score').notNull(),
    band: text('band').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_results_created_idx').on(t.createdAt), index('test_results_uid_idx').on(t.uid)],
);

/** Motivation survey answers. */
export const motivationResults = pgTable(
  'motivation_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid'),
    readiness: smallint('readiness').notNull(),
    confidence: smallint('confidence').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    interests: jsonb('interests').$type<string[]>().notNull(),
    quitDate: date('quit_date'),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('motivation_results_created_idx').on(t.createdAt), index('motivation_results_uid_idx').on(t.uid)],
);

/** One line per account deletion, with no personal data: when, how many rows, whether it finished. */
export const deletionAudit = pgTable('deletion_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  rowsDeleted: integer('rows_deleted').notNull().default(0),
  rowsAnonymized: integer('rows_anonymized').notNull().default(0),
  authDeleted: boolean('auth_deleted').notNull().default(false),
});

/** App onboarding steps, as the app reports them (`recordOnboardingStep`). */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    step: text('step').notNull(),
    platform: text('platform', { enum: ['ios', 'android', 'web'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('onboarding_events_uid_idx').on(t.uid, t.at),
    // The funnel and the dashboard read a period's (step, uid) pairs: all from this index, not the table.
    index('onboarding_events_at_idx').on(t.at, t.platform, t.step, t.uid),
  ],
);

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

/** Smoke-free challenges among friends. */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    ownerName: text('owner_name').notNull(),
    kind: text('kind', { enum: ['smoke-free-days'] })
      .notNull()
      .default('smoke-free-days'),
    days: integer('days').notNull(),
    startsOn: date('starts_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenges_uid_idx').on(t.uid)],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('challenge_participants_pk').on(t.challengeId, t.uid), index('challenge_participants_uid_idx').on(t.uid)],
);

/** Invitation links: unguessable (hash stored), revocable, expiring. */
export const challengeInvites = pgTable(
  'challenge_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('challenge_invites_challenge_idx').on(t.challengeId), index('challenge_invites_uid_idx').on(t.uid)],
);

/** Smoke-free certificates; public by their unguessable id, editable by their owner only. */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    since: date('since').notNull(),
    milestone: text('milestone').notNull(),
    showDays: boolean('show_days').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificates_uid_idx').on(t.uid)],
);

/** Clicks on go-links (no personal data: link id, platform, time). */
export const goClicks = pgTable(
  'go_clicks',
  {
    id: serial('id').primaryKey(),
    linkId: text('link_id').notNull(),
    platform: text('platform', { enum: ['ios', 'android', 'other'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('go_clicks_link_idx').on(t.linkId, t.at)],
);
