import 'server-only';
import type { z } from 'zod';
import { db, type Db } from '@/lib/db';
import { CallableError, type CallContext } from '@/lib/api/callable';
import { liveAccount } from '@/lib/auth/live';
import { journeyProgress, type JourneyProgress } from './progress';
import { raiseCraving, saveCheckIn, savePlan, selectCheckIns, selectPlan, slipTotals, type CheckIn, type QuitPlan } from './queries';
import type { checkInInput, listCheckInsInput, quitPlanInput, CheckInInput, CravingInput } from './schema';
import { CLOCK_SKEW_MS, earliestToday, latestToday } from '@/lib/validation/time';
import { addDays, dayIn } from './time';

export * from './schema';
export { journeyProgress, type JourneyProgress } from './progress';
export { personalTimeline } from './timeline';
export { addDays, dayIn, daysFrom, isTimeZone } from './time';
export type { CheckIn, QuitPlan } from './queries';
/** A member's plan on a database (other areas: reminders). */
export { selectPlan } from './queries';

/** The member's today: in their plan's zone, or the latest today on Earth without a plan. */
export const todayOf = (plan: Pick<QuitPlan, 'timeZone'> | null, now = new Date()) => (plan ? dayIn(plan.timeZone, now) : latestToday(now.getTime()));

/** The plan and the progress from it on the member's today; both null without a plan. */
export async function planWithProgress(database: Db, uid: string, now = new Date()): Promise<{ plan: QuitPlan | null; progress: JourneyProgress | null }> {
  const plan = await selectPlan(database, uid);
  if (!plan) return { plan: null, progress: null };
  return { plan, progress: await progressOn(database, uid, plan, todayOf(plan, now)) };
}

/** The progress from a member's plan on one of their days (today; a reminder's day). */
export async function progressOn(database: Db, uid: string, plan: QuitPlan, day: string): Promise<JourneyProgress> {
  const totals = day >= plan.quitDate ? await slipTotals(database, uid, plan.quitDate, day) : { slipDays: 0, slips: 0 };
  return journeyProgress(plan, totals, day);
}

export type CheckInResult = { status: 'ok'; checkIn: CheckIn } | { status: 'future' } | { status: 'before-account' };

/**
 * Stores a check-in for a day that exists for the member: not after their today (with a few minutes
 * of skew) and not before the account was made (`accountCreatedAt`, ms; 0 when unknown).
 */
export async function checkInFor(database: Db, uid: string, input: CheckInInput, accountCreatedAt: number, now = new Date()): Promise<CheckInResult> {
  const problem = await dayProblem(database, uid, input.day, accountCreatedAt, now);
  return problem ?? { status: 'ok', checkIn: await saveCheckIn(database, uid, input, now) };
}

/**
 * "I have a craving now", logged: into the day's check-in with the same bounds as checkInFor. A day
 * without a check-in gets a smoke-free one with this craving; a day with one keeps its answers, takes
 * the stronger craving of the two and adds the triggers.
 */
export async function logCraving(database: Db, uid: string, input: CravingInput, accountCreatedAt: number, now = new Date()): Promise<CheckInResult> {
  const problem = await dayProblem(database, uid, input.day, accountCreatedAt, now);
  return problem ?? { status: 'ok', checkIn: await raiseCraving(database, uid, input, now) };
}

/** Why a day cannot be the member's (after their today, before their account), or null when it can. */
async function dayProblem(database: Db, uid: string, day: string, accountCreatedAt: number, now: Date) {
  const plan = await selectPlan(database, uid);
  // A device a few minutes ahead of the server (lib/validation/time) may already be in tomorrow.
  if (day > todayOf(plan, new Date(now.getTime() + CLOCK_SKEW_MS))) return { status: 'future' as const };
  // The account's day where the day starts last (UTC−12): no account was made on a later day anywhere.
  if (accountCreatedAt > 0 && day < earliestToday(accountCreatedAt)) return { status: 'before-account' as const };
  return null;
}

/** The member's check-ins in a range (default: the year up to their today), newest first. */
export async function checkInsIn(database: Db, uid: string, range: z.output<typeof listCheckInsInput>, now = new Date()) {
  const to = range.to ?? todayOf(await selectPlan(database, uid), now);
  const from = range.from ?? addDays(to, -365);
  return selectCheckIns(database, uid, from, to);
}

const accountCreated = async (uid: string) => (await liveAccount(uid))?.createdAt ?? 0;

// The app's callables (lib/compose/functions.ts): the same functions as the web's forms.

export async function setQuitPlanCall(data: z.output<typeof quitPlanInput>, ctx: CallContext) {
  return { plan: await savePlan(await db(), ctx.uid!, data) };
}

export async function getQuitPlanCall(_data: unknown, ctx: CallContext) {
  return planWithProgress(await db(), ctx.uid!);
}

export async function checkInCall(data: z.output<typeof checkInInput>, ctx: CallContext) {
  const r = await checkInFor(await db(), ctx.uid!, data, await accountCreated(ctx.uid!));
  if (r.status === 'future') throw new CallableError('invalid-argument', 'day: not after your today.');
  if (r.status === 'before-account') throw new CallableError('invalid-argument', 'day: not before your account existed.');
  return { checkIn: r.checkIn };
}

export async function listCheckInsCall(data: z.output<typeof listCheckInsInput>, ctx: CallContext) {
  return { checkIns: await checkInsIn(await db(), ctx.uid!, data) };
}

// For pages: on the process's database.
export const planOf = async (uid: string) => planWithProgress(await db(), uid);
export const checkInsOf = async (uid: string, range: z.output<typeof listCheckInsInput> = {}) => checkInsIn(await db(), uid, range);
export const accountCreatedAt = accountCreated;
