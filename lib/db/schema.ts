import { boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The product's tables. Every column that can hold a person's uid is named `uid`, `actor_uid` or
 * `target_uid`: lib/deletion erases or anonymizes them, and its test enumerates the tables.
 */

/** Every change of a person's rights: who did what to whom, and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    targetUid: text('target_uid').notNull(),
    targetEmail: text('target_email'),
    action: text('action', { enum: ['grant-admin', 'revoke-admin', 'create-account'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.targetUid)],
);

/** Newsletter subscriptions with double opt-in. Tokens are stored as SHA-256 hashes only. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull().default('pending'),
    verifyTokenHash: text('verify_token_hash'),
    verifyExpiresAt: timestamp('verify_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_email_idx').on(t.email),
    uniqueIndex('subscriptions_verify_idx').on(t.verifyTokenHash),
    uniqueIndex('subscriptions_unsubscribe_idx').on(t.unsubscribeTokenHash),
    index('subscriptions_status_idx').on(t.status, t.createdAt),
    index('subscriptions_uid_idx').on(t.uid),
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
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    uid: text('uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt), index('outbox_status_idx').on(t.status), index('outbox_to_idx').on(t.to), index('outbox_uid_idx').on(t.uid)],
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
