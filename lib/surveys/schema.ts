/**
 * The surveys' rules, shared by the forms (components/surveys) and the Server Actions. Client-safe.
 * The dependence test's questions, answers and scoring: ./fagerstrom.
 */
import { z } from 'zod';
import { isoDate } from '@/lib/validation/schema';

export const MAX_QUIT_DATE_DAYS = 90;

const distinct = (keys: string[]) => new Set(keys).size === keys.length;

/** The motivation survey: readiness and confidence on 0–10 rulers, reasons, interests, a quit date. */
export function motivationSchema(validKeys: { reasons: string[]; interests: string[] }, today = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const last = new Date(today.getTime() + MAX_QUIT_DATE_DAYS * 86_400_000);
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
    quitDate: isoDate.refine((d) => d >= day(today) && d <= day(last)).nullable(),
  });
}
export type MotivationAnswers = z.infer<ReturnType<typeof motivationSchema>>;

export { answersSchema, QUESTIONS, type Answers, type Band } from './fagerstrom';
