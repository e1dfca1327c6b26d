import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm/sql';
import { CHECK_IN_HOURS, REMINDER_DEFAULTS } from './schema';

/**
 * The reminders' tables (drizzle-kit reads every lib/<area>/tables.ts: drizzle.config.ts). A column
 * that can hold a person's uid is named `uid`: the deletion registry erases it, and its test enumerates
 * the tables.
 */

/** A member's choices: one row once they chose (or unsubscribed from a kind); without one, REMINDER_DEFAULTS. */
export const reminderPrefs = pgTable('reminder_prefs', {
  uid: text('uid').primaryKey(),
  quitEve: boolean('quit_eve').notNull().default(REMINDER_DEFAULTS['quit-eve']),
  quitMorning: boolean('quit_morning').notNull().default(REMINDER_DEFAULTS['quit-morning']),
  milestone: boolean('milestone').notNull().default(REMINDER_DEFAULTS.milestone),
  weeklySummary: boolean('weekly_summary').notNull().default(REMINDER_DEFAULTS['weekly-summary']),
  checkIn: boolean('check_in').notNull().default(REMINDER_DEFAULTS['check-in']),
  /** The local hour of the check-in reminder (CHECK_IN_HOURS). */
  checkInHour: integer('check_in_hour').notNull().default(CHECK_IN_HOURS.default),
  /** The language of the emails: the one the member last saved this form in (null: the newsletter's, else English). */
  locale: text('locale'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per reminder a member is due (unique per member, kind and the member's local day): the scan
 * inserts it in the statement that decides to send (on conflict do nothing), so a reminder is claimed
 * once on any number of workers; `sent_at` is set when the SMTP server took the message (null: claimed,
 * not sent yet). The admin dashboard counts these rows; keep the columns as they are.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    uid: text('uid').notNull(),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'reminder_sends_uid_kind_day_pk', columns: [t.uid, t.kind, t.day] }),
    index('reminder_sends_unsent_idx')
      .on(t.day)
      .where(sql`${t.sentAt} is null`),
    index('reminder_sends_sent_idx').on(t.sentAt),
  ],
);

/**
 * Reminders sent per UTC day (of sent_at) and kind, and how many of them a check-in followed within a
 * day (check_ins.created_at in (sent_at, sent_at + 1 day]): the admin dashboard's figures, kept by
 * statement triggers on `reminder_sends` and `check_ins` in the writing transaction (migration 0017).
 * No personal data.
 */
export const reminderDays = pgTable(
  'reminder_days',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    sent: integer('sent').notNull(),
    followed: integer('followed').notNull(),
  },
  (t) => [primaryKey({ name: 'reminder_days_pk', columns: [t.day, t.kind] })],
);
