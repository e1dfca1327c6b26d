/**
 * Progress from a quit plan: pure maths, client-safe. Days are the member's calendar days (lib/journey/time).
 * A slip is not a relapse: the days since the quit date count on, the slip days are named apart, and
 * the cigarettes smoked in slips come off the cigarettes not smoked.
 */
import { MINUTES_PER_CIGARETTE } from '@/lib/savings/calc';
import { daysFrom } from './time';

export interface PlanFigures {
  quitDate: string;
  cigarettesPerDay: number;
  packPrice: number;
  packSize: number;
  currency: string;
}

export interface SlipTotals {
  /** Days with a slip since the quit date. */
  slipDays: number;
  /** Cigarettes smoked in slips since the quit date. */
  slips: number;
}

export interface JourneyProgress {
  /** Days from the quit date to today without a slip (0 on the quit date itself and before it). */
  smokeFreeDays: number;
  /** Days from the quit date to today, slips included. */
  daysSinceQuit: number;
  /** Days until the quit date, when it is still ahead. */
  daysToQuit: number;
  slips: number;
  slipDays: number;
  cigarettesNotSmoked: number;
  moneySaved: { amount: number; currency: string };
  /** Minutes of life regained: 11 a cigarette (lib/savings MINUTES_PER_CIGARETTE, BMJ 2000). */
  minutesRegained: number;
}

export function journeyProgress(plan: PlanFigures, totals: SlipTotals, today: string): JourneyProgress {
  const since = daysFrom(plan.quitDate, today);
  const daysSinceQuit = Math.max(0, since);
  const cigarettesNotSmoked = Math.max(0, daysSinceQuit * plan.cigarettesPerDay - totals.slips);
  const amount = Math.round((cigarettesNotSmoked / plan.packSize) * plan.packPrice * 100) / 100;
  return {
    smokeFreeDays: Math.max(0, daysSinceQuit - totals.slipDays),
    daysSinceQuit,
    daysToQuit: Math.max(0, -since),
    slips: totals.slips,
    slipDays: totals.slipDays,
    cigarettesNotSmoked,
    moneySaved: { amount, currency: plan.currency },
    minutesRegained: cigarettesNotSmoked * MINUTES_PER_CIGARETTE,
  };
}
