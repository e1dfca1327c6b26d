import { boolean, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The deletion area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

/** One line per account deletion, with no personal data: when, how many rows, whether it finished. */
export const deletionAudit = pgTable('deletion_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  rowsDeleted: integer('rows_deleted').notNull().default(0),
  rowsAnonymized: integer('rows_anonymized').notNull().default(0),
  authDeleted: boolean('auth_deleted').notNull().default(false),
});
