import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The funnel area's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column that
 * can hold a person's uid is named `uid`, `actor_uid` or `target_uid`: the deletion registry erases or
 * anonymizes it, and its test enumerates the tables.
 */

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
