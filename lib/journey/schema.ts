/** The quit journey's inputs (the app's callables and the web's forms): client-safe. */
import { z } from 'zod';
import { currencies } from '@/lib/savings/calc';
import { isoDate, text } from '@/lib/validation/schema';
import { isTimeZone } from './time';

/** What can trigger a craving: the ids the check-in stores; each has a label in messages (Journey.triggers). */
export const TRIGGERS = ['stress', 'coffee', 'alcohol', 'after-meal', 'boredom', 'friends-smoking', 'waking-up', 'driving', 'phone', 'other'] as const;
/** How the member felt that day (Journey.moods). */
export const MOODS = ['great', 'good', 'okay', 'low', 'bad'] as const;

export const PLAN_LIMITS = {
  cigarettesPerDay: { min: 1, max: 100 },
  packPrice: { min: 0.01, max: 1000 },
  packSize: { min: 1, max: 100 },
  reasons: 12,
} as const;

/** A reason from the motivation survey's list, by its id. */
const reasonId = z.string().regex(/^[a-z0-9-]{1,40}$/);

export const timeZone = z.string().max(64).refine(isTimeZone, { message: 'an IANA time zone such as Europe/Berlin' });

/** `setQuitPlan`: the member's plan. The pack price is in the currency's units (10.5). */
export const quitPlanInput = z.object({
  quitDate: isoDate,
  cigarettesPerDay: z.number().int().min(PLAN_LIMITS.cigarettesPerDay.min).max(PLAN_LIMITS.cigarettesPerDay.max),
  packPrice: z.number().min(PLAN_LIMITS.packPrice.min).max(PLAN_LIMITS.packPrice.max),
  packSize: z.number().int().min(PLAN_LIMITS.packSize.min).max(PLAN_LIMITS.packSize.max),
  currency: z.enum(currencies),
  timeZone,
  reasons: z
    .array(reasonId)
    .max(PLAN_LIMITS.reasons)
    .default([])
    .transform((r) => [...new Set(r)]),
});
export type QuitPlanInput = z.output<typeof quitPlanInput>;

/**
 * `checkIn`: one per local day; the same day again replaces it. A smoke-free day has no slips, a day
 * with a slip has at least one cigarette. The day's bounds (not in the member's future, not before the
 * account existed) are checked by the area with the member's zone.
 */
const checkInFields = z.object({
  day: isoDate,
  smokeFree: z.boolean(),
  slips: z.number().int().min(0).max(100),
  craving: z.number().int().min(0).max(10),
  triggers: z
    .array(z.enum(TRIGGERS))
    .max(TRIGGERS.length)
    .default([])
    .transform((t) => [...new Set(t)]),
  mood: z.enum(MOODS).optional(),
  note: text({ max: 500, multiline: true }).optional(),
});

export const checkInInput = checkInFields.refine((c) => (c.smokeFree ? c.slips === 0 : c.slips > 0), {
  message: 'a smoke-free day has no slips; a slip day at least one',
  path: ['slips'],
});
export type CheckInInput = z.output<typeof checkInInput>;

/**
 * A craving the member got through ("I have a craving now"): its strength and triggers, on the member's
 * local day, with the check-in's own rules. It goes into that day's check-in (lib/journey logCraving).
 */
export const cravingInput = checkInFields.pick({ day: true, craving: true, triggers: true });
export type CravingInput = z.output<typeof cravingInput>;

/** `listCheckIns`: a range of days (at most a year and a day), newest first. */
export const listCheckInsInput = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: 'from is not after to', path: ['from'] })
  .refine((r) => !r.from || !r.to || Date.parse(r.to) - Date.parse(r.from) <= 366 * 86_400_000, { message: 'at most 367 days', path: ['to'] });
