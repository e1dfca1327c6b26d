/**
 * Times and days a client gives us (an app's onboarding step, a purchase's time, a smoke-free day, a
 * quit date): the one place that says how far they may stray from the server's clock. Client-safe.
 */
import { isoDateTime } from './schema';

/** How far a client's clock may run ahead of ours: a few minutes. */
export const CLOCK_SKEW_MS = 5 * 60_000;

const HOUR = 3_600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today where the day starts first (UTC+14): the latest day that is already today for someone. */
export const latestToday = (now = Date.now()) => day(now + 14 * HOUR);
/** Today where the day starts last (UTC−12): the earliest day that is still today for someone. */
export const earliestToday = (now = Date.now()) => day(now - 12 * HOUR);

/** What a client's time answers when it cannot be: later than now (beyond the skew), or before the account existed. */
export const TIME_IN_FUTURE = 'a time in the future';
export const TIME_BEFORE_ACCOUNT = 'a time before the account existed';

/**
 * A moment that has happened (ISO 8601 with an offset, lib/validation's isoDateTime): at most
 * CLOCK_SKEW_MS after the server's now, read when the value is parsed.
 */
export const pastDateTime = isoDateTime.refine((s) => Date.parse(s) <= Date.now() + CLOCK_SKEW_MS, { message: TIME_IN_FUTURE });

/**
 * Whether a member's moment `at` can be theirs: not later than now (beyond the skew), and not before
 * their account was made (`accountCreatedAt`, milliseconds; 0 when unknown), with the same skew. Null
 * when it can, else the reason.
 */
export function memberTimeProblem(at: Date, accountCreatedAt: number, now = Date.now()): string | null {
  if (at.getTime() > now + CLOCK_SKEW_MS) return TIME_IN_FUTURE;
  if (accountCreatedAt > 0 && at.getTime() < accountCreatedAt - CLOCK_SKEW_MS) return TIME_BEFORE_ACCOUNT;
  return null;
}
