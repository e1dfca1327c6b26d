import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The quit journey's tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column
 * that can hold a person's uid is named `uid`: the deletion registry erases it, and its test enumerates
 * the tables.
 */

/** A member's quit plan: one per member, changed in place. Money in micros (units × 1 000 000), as purchases. */
export const quitPlans = pgTable('quit_plans', {
  uid: text('uid').primaryKey(),
  quitDate: date('quit_date').notNull(),
  cigarettesPerDay: integer('cigarettes_per_day').notNull(),
  packPriceMicros: bigint('pack_price_micros', { mode: 'number' }).notNull(),
  packSize: integer('pack_size').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  reasons: text('reasons').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The member's latest check-in day (null without one), kept by triggers in the writing transaction
   * (migration 0020): set from the check-ins when the plan is made, moved by every check-in written,
   * changed or removed. The admin dashboard's retention ("checked in N days after the plan began, or
   * later") and "checked in today" read it from the plan's own row: no join, one pass over the plans.
   */
  lastCheckIn: date('last_check_in'),
});

/** Daily check-ins: one per member and local day (the same day again replaces it). */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uid: text('uid').notNull(),
    day: date('day').notNull(),
    smokeFree: boolean('smoke_free').notNull(),
    slips: integer('slips').notNull().default(0),
    craving: integer('craving').notNull(),
    triggers: text('triggers').array().notNull().default([]),
    mood: text('mood'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('check_ins_uid_day_idx').on(t.uid, t.day), index('check_ins_day_idx').on(t.day)],
);

/**
 * Check-ins per (member's local) day: their number, kept by statement triggers on `check_ins` in the
 * writing transaction (migration 0017). No personal data.
 */
export const checkInDays = pgTable('check_in_days', { day: date('day').primaryKey(), n: integer('n').notNull() });
