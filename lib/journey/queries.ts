import 'server-only';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { checkIns, quitPlans } from './tables';
import type { CheckInInput, CravingInput, QuitPlanInput } from './schema';
import type { SlipTotals } from './progress';

const MICROS = 1_000_000;

/** A plan as callers see it: the pack price in the currency's units. */
export function planOut(row: typeof quitPlans.$inferSelect) {
  return {
    quitDate: row.quitDate,
    cigarettesPerDay: row.cigarettesPerDay,
    packPrice: row.packPriceMicros / MICROS,
    packSize: row.packSize,
    currency: row.currency,
    timeZone: row.timeZone,
    reasons: row.reasons,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type QuitPlan = ReturnType<typeof planOut>;

/** A check-in as callers see it. */
export function checkInOut(row: typeof checkIns.$inferSelect) {
  return {
    day: row.day,
    smokeFree: row.smokeFree,
    slips: row.slips,
    craving: row.craving,
    triggers: row.triggers,
    mood: row.mood,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type CheckIn = ReturnType<typeof checkInOut>;

/** Sets the member's plan (one per member, replaced in place). */
export async function savePlan(db: Db, uid: string, plan: QuitPlanInput, now = new Date()): Promise<QuitPlan> {
  const values = {
    quitDate: plan.quitDate,
    cigarettesPerDay: plan.cigarettesPerDay,
    packPriceMicros: Math.round(plan.packPrice * MICROS),
    packSize: plan.packSize,
    currency: plan.currency,
    timeZone: plan.timeZone,
    reasons: plan.reasons,
    updatedAt: now,
  };
  const [row] = await db
    .insert(quitPlans)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: quitPlans.uid, set: values })
    .returning();
  return planOut(row!);
}

export async function selectPlan(db: Db, uid: string): Promise<QuitPlan | null> {
  const [row] = await db.select().from(quitPlans).where(eq(quitPlans.uid, uid));
  return row ? planOut(row) : null;
}

/** Stores the day's check-in; the same day again replaces it (one row per member and day). */
export async function saveCheckIn(db: Db, uid: string, c: CheckInInput, now = new Date()): Promise<CheckIn> {
  const values = {
    smokeFree: c.smokeFree,
    slips: c.slips,
    craving: c.craving,
    triggers: c.triggers,
    mood: c.mood ?? null,
    note: c.note || null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(checkIns)
    .values({ uid, day: c.day, ...values })
    .onConflictDoUpdate({ target: [checkIns.uid, checkIns.day], set: values })
    .returning();
  return checkInOut(row!);
}

/**
 * A craving in the day's check-in, in one statement: a day without one gets a smoke-free check-in with
 * it; a day with one keeps its answers, its craving raised to the stronger of the two and the triggers
 * added (each once).
 */
export async function raiseCraving(db: Db, uid: string, c: CravingInput, now = new Date()): Promise<CheckIn> {
  const [row] = await db
    .insert(checkIns)
    .values({ uid, day: c.day, smokeFree: true, slips: 0, craving: c.craving, triggers: c.triggers, updatedAt: now })
    .onConflictDoUpdate({
      target: [checkIns.uid, checkIns.day],
      set: {
        craving: sql`greatest(${checkIns.craving}, excluded.craving)`,
        triggers: sql`${checkIns.triggers} || array(select t from unnest(excluded.triggers) as t where t <> all(${checkIns.triggers}))`,
        updatedAt: now,
      },
    })
    .returning();
  return checkInOut(row!);
}

/** The member's check-ins from `from` to `to` (days, inclusive), newest first. */
export async function selectCheckIns(db: Db, uid: string, from: string, to: string, limit = 400): Promise<CheckIn[]> {
  const rows = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.uid, uid), gte(checkIns.day, from), lte(checkIns.day, to)))
    .orderBy(desc(checkIns.day))
    .limit(limit);
  return rows.map(checkInOut);
}

/** Slip days and cigarettes in slips from `from` to `to`: one indexed range on (uid, day). */
export async function slipTotals(db: Db, uid: string, from: string, to: string): Promise<SlipTotals> {
  const [row] = await db
    .select({
      slipDays: sql<number>`count(*) filter (where not ${checkIns.smokeFree})::int`,
      slips: sql<number>`coalesce(sum(${checkIns.slips}), 0)::int`,
    })
    .from(checkIns)
    .where(and(eq(checkIns.uid, uid), gte(checkIns.day, from), lte(checkIns.day, to)));
  return { slipDays: row?.slipDays ?? 0, slips: row?.slips ?? 0 };
}
