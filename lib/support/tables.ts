import { sql } from 'drizzle-orm/sql';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The support area's table (drizzle-kit reads every lib/<area>/tables.ts). A question sent through the
 * contact form on /help, and the admin's answer. Personal data: in the export and deletion registry
 * (lib/compose/personal-data/registry.ts) by `uid` and by `email`.
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    locale: text('locale').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    message: text('message').notNull(),
    /** The sender's uid when they were signed in. */
    uid: text('uid'),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The answering admin's email address (or uid without one). */
    answeredBy: text('answered_by'),
    answer: text('answer'),
  },
  (t) => [
    index('support_requests_inbox_idx').on(t.status, t.createdAt),
    index('support_requests_uid_idx').on(t.uid),
    index('support_requests_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
