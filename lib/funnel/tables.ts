import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The funnel's per-day rollup (no personal data: counts): how many users reached `step` on `day` (UTC)
 * on `platform` ('' = any platform), by the day they last reached it before (`prev_day`, '0001-01-01'
 * when never). Users of a period [F, T): the rows with F ≤ day < T and prev_day < F, each user once
 * (lib/funnel/rollups.ts). Holds exactly the events no longer in `funnel_rollup_queue`.
 */
export const funnelRollups = pgTable(
  'funnel_rollups',
  {
    step: text('step').notNull(),
    platform: text('platform').notNull(),
    day: date('day').notNull(),
    prevDay: date('prev_day').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ name: 'funnel_rollups_pk', columns: [t.step, t.platform, t.day, t.prevDay] })],
);

/**
 * Onboarding events not folded into `funnel_rollups` yet: a trigger adds every new event's id (migration
 * 0017); the fold deletes it in the transaction that counts the event, so an event is counted once.
 */
export const funnelRollupQueue = pgTable('funnel_rollup_queue', { id: uuid('id').primaryKey() });
