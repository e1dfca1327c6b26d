/**
 * The surveys' rules, shared by the forms (components/surveys) and the Server Actions. Client-safe.
 * The dependence test's questions, answers and scoring: ./fagerstrom.
 */
import { z } from 'zod';
import { isoDate } from '@/lib/validation/schema';
import { earliestToday, latestToday } from '@/lib/validation/time';

export const MAX_QUIT_DATE_DAYS = 90;

const distinct = (keys: string[]) => new Set(keys).size === keys.length;

const HOUR = 3_600_000;

/**
 * The quit dates accepted at `now`: from today where the day starts last (UTC−12) to MAX_QUIT_DATE_DAYS
 * after today where it starts first (UTC+14). The server does not know the visitor's time zone, so
 * every visitor's own today (which the form offers) is accepted, whatever the server's clock says.
 */
export function quitDateRange(now = new Date()) {
  return { first: earliestToday(now.getTime()), last: latestToday(now.getTime() + MAX_QUIT_DATE_DAYS * 24 * HOUR) };
}

/** The motivation survey: readiness and confidence on 0–10 rulers, reasons, interests, a quit date. */
export function motivationSchema(validKeys: { reasons: string[]; interests: string[] }, today = new Date()) {
  const { first, last } = quitDateRange(today);
  return z.object({
    readiness: z.number().int().min(0).max(10),
    confidence: z.number().int().min(0).max(10),
    // Each reason and interest once (a repeated one would count twice in the admin's figures).
    reasons: z
      .array(z.enum(validKeys.reasons as [string, ...string[]]))
      .min(1)
      .max(validKeys.reasons.length)
      .refine(distinct),
    interests: z
      .array(z.enum(validKeys.interests as [string, ...string[]]))
      .max(validKeys.interests.length)
      .refine(distinct),
    quitDate: isoDate.refine((d) => d >= first && d <= last).nullable(),
  });
}
export type MotivationAnswers = z.infer<ReturnType<typeof motivationSchema>>;

export { answersSchema, QUESTIONS, type Answers, type Band } from './fagerstrom';
