import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { onboardingEvents } from './tables';
import { dayStart } from '@/lib/validation/schema';
import { FUNNEL_STEPS, isRegisteredStep, type Platform } from './schema';
import { reach, usersIn } from './rollups';

/** The end of a period without one (YYYY-MM-DD, exclusive). */
const OPEN_END = '9999-12-31';
const ymd = (d: Date) => d.toISOString().slice(0, 10);

const DAY = 86_400_000;

export async function insertOnboardingEvent(db: Db, e: { uid: string; step: string; platform: Platform; at: Date }) {
  await db.insert(onboardingEvents).values(e);
}

/**
 * Users per registered step (in the registry's order) and per unregistered step (apart), for a period of
 * whole UTC days (default: the last 30, today included) and platform; `f` is parsed (funnelSearch).
 */
export async function funnel(db: Db, f: { from?: string; to?: string; platform?: Platform }, now = new Date()) {
  // Whole UTC days: from the day asked for (default: the last 30 days, today included, as the dashboard's
  // default period) to the day asked for (default: open). Counted from the rollup (lib/funnel/rollups.ts).
  const from = f.from ?? ymd(new Date(now.getTime() - 29 * DAY));
  const to = f.to ? ymd(new Date(dayStart(f.to).getTime() + DAY)) : OPEN_END;
  const users = usersIn(await reach(db, { from, to, platform: f.platform ?? '', single: true }), from, to);
  const rows = [...users].filter(([, n]) => n > 0).map(([step, n]) => ({ step, users: n }));
  // The registered steps in the registry's order (a step nobody reached counts 0); steps recorded
  // before the registry existed (ids not in it) apart, most users first.
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
