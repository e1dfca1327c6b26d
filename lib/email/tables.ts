import { sql } from 'drizzle-orm/sql';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The email area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

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
