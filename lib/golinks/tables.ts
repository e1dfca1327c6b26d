import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The golinks area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

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
