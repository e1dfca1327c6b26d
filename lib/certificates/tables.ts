import { boolean, date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The certificates area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

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
