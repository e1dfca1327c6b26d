import 'server-only';
import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { onboardingEvents } from './tables';
import { dayStart } from '@/lib/validation/schema';
import { FUNNEL_STEPS, isRegisteredStep, type Platform } from './schema';

const DAY = 86_400_000;

export async function insertOnboardingEvent(db: Db, e: { uid: string; step: string; platform: Platform; at: Date }) {
  await db.insert(onboardingEvents).values(e);
}

/**
 * Users per registered step (in the registry's order) and per unregistered step (apart), for a period (default: the last 30 days) and platform; `f` is parsed (funnelSearch).
 */
export async function funnel(db: Db, f: { from?: string; to?: string; platform?: Platform }, now = new Date()) {
  const w: SQL[] = [gte(onboardingEvents.at, f.from ? dayStart(f.from) : new Date(now.getTime() - 30 * DAY))];
  if (f.to) w.push(lt(onboardingEvents.at, new Date(dayStart(f.to).getTime() + DAY)));
  if (f.platform) w.push(eq(onboardingEvents.platform, f.platform));
  // Distinct (step, uid) pairs first, then counted per step: a hash aggregate over the period's slice
  // of onboarding_events_at_idx, where count(distinct uid) would sort every event of the period. With
  // room for a period of a few hundred thousand pairs in memory (the default work_mem, 4 MB, spills).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    const reached = tx
      .selectDistinct({ step: onboardingEvents.step, uid: onboardingEvents.uid })
      .from(onboardingEvents)
      .where(and(...w))
      .as('reached');
    return tx
      .select({ step: reached.step, users: sql<number>`count(*)::int` })
      .from(reached)
      .groupBy(reached.step);
  });
  // The registered steps in the registry's order (a step nobody reached counts 0); steps recorded
  // before the registry existed (ids not in it) apart, most users first.
  const users = new Map(rows.map((r) => [r.step, r.users]));
  const counts = FUNNEL_STEPS.map((step) => ({ step, users: users.get(step) ?? 0 }));
  const first = counts[0]!.users;
  const steps = counts.map((r, i) => ({
    ...r,
    ofFirst: first ? r.users / first : 0,
    dropOff: i === 0 || !counts[i - 1]!.users ? 0 : 1 - r.users / counts[i - 1]!.users,
  }));
  const unregistered = rows
    .filter((r) => !isRegisteredStep(r.step))
    .sort((a, b) => b.users - a.users || a.step.localeCompare(b.step))
    .slice(0, 100);
  return { steps, unregistered, empty: rows.length === 0 };
}

/** One user's steps over time (up to 500). */
export async function userTimeline(db: Db, uid: string) {
  return db.select().from(onboardingEvents).where(eq(onboardingEvents.uid, uid)).orderBy(asc(onboardingEvents.at)).limit(500);
}
