/** Reminders: the kinds, their defaults and the inputs of the /account form and the app's callables. Client-safe. */
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/**
 * The kinds of reminder, each sent at most once per member and local day (reminder_sends' unique key):
 * - `quit-eve`: the evening before the quit date;
 * - `quit-morning`: the quit date's morning;
 * - `milestone`: each certificate milestone (lib/certificates MILESTONES) the day it is reached;
 * - `weekly-summary`: Monday mornings after the quit date, the week's figures;
 * - `check-in`: daily at the member's chosen hour, only when chosen, and not once checked in that day.
 */
export const REMINDER_KINDS = ['quit-eve', 'quit-morning', 'milestone', 'weekly-summary', 'check-in'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A member with a plan and no choices yet: everything on but the daily check-in reminder, which the member chooses. */
export const REMINDER_DEFAULTS: Record<ReminderKind, boolean> = {
  'quit-eve': true,
  'quit-morning': true,
  milestone: true,
  'weekly-summary': true,
  'check-in': false,
};

/**
 * The hours a check-in reminder can come at (local time). No hour between 0:00 and 5:59: a clock
 * change (02:00–03:00 in Europe, 00:00–01:00 in some zones) never removes or doubles a chosen hour.
 */
export const CHECK_IN_HOURS = { min: 6, max: 23, default: 20 } as const;

/**
 * The send windows in the member's local time, [from, to) hours, 15-minute scans: each is at least an
 * hour wide and away from the hours clocks change, so a member gets the reminder once on any day,
 * daylight saving or not. The check-in reminder's window is its chosen hour.
 */
export const WINDOWS = {
  'quit-eve': { from: 18, to: 21 },
  'quit-morning': { from: 7, to: 10 },
  milestone: { from: 9, to: 12 },
  /** On the member's local Monday: the week that ended. */
  'weekly-summary': { from: 8, to: 11 },
} as const;

/** The milestones' distance from the quit date, as PostgreSQL intervals (the certificate milestones' ids). */
export const MILESTONE_AFTER = {
  '1-day': '1 day',
  '1-week': '7 days',
  '1-month': '1 month',
  '3-months': '3 months',
  '6-months': '6 months',
  '1-year': '1 year',
} as const;

/** `setReminders` and the /account form: every kind on or off, the check-in hour, the language of the emails. */
export const remindersInput = z.object({
  kinds: z.object(Object.fromEntries(REMINDER_KINDS.map((k) => [k, z.boolean()])) as Record<ReminderKind, z.ZodBoolean>).strict(),
  checkInHour: z.number().int().min(CHECK_IN_HOURS.min).max(CHECK_IN_HOURS.max),
  /** The language the member reads the emails in (the web form sends the page's). */
  locale: z.enum(locales).optional(),
});
export type RemindersInput = z.output<typeof remindersInput>;
