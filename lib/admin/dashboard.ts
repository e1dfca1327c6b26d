import 'server-only';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { codes, motivationResults, onboardingEvents, purchases, subscriptions, testResults } from '@/lib/db/schema';
import { FUNNEL_STEPS } from '@/lib/funnel/schema';

const DAY = 86_400_000;

/** Dashboard: totals and 30-day daily series across the areas, all aggregated in SQL. */
export async function dashboard(db: Db, now = new Date()) {
  const from = new Date(now.getTime() - 30 * DAY);
  const daily = async (table: typeof testResults | typeof motivationResults) =>
    db
      .select({ day: sql<string>`to_char(${table.createdAt}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
      .from(table)
      .where(gte(table.createdAt, from))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  const one = async <T>(q: Promise<T[]>) => (await q)[0]!;
  const [subs, tests, motivation, revenue, redemptions, funnel, testsDaily, motivationDaily] = await Promise.all([
    one(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(subscriptions)
        .where(eq(subscriptions.status, 'active')),
    ),
    one(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(testResults)
        .where(gte(testResults.createdAt, from)),
    ),
    one(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(motivationResults)
        .where(gte(motivationResults.createdAt, from)),
    ),
    db
      .select({ currency: purchases.currency, n: sql<number>`count(*)::int`, micros: sql<number>`coalesce(sum(${purchases.priceMicros}), 0)::float8` })
      .from(purchases)
      .where(and(gte(purchases.purchasedAt, from), inArray(purchases.status, ['purchased', 'renewed'])))
      .groupBy(purchases.currency)
      .orderBy(desc(sql`3`)),
    one(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(codes)
        .where(gte(codes.redeemedAt, from)),
    ),
    one(
      db
        .select({
          started: sql<number>`count(distinct ${onboardingEvents.uid}) filter (where ${onboardingEvents.step} = ${FUNNEL_STEPS[0]})::int`,
          completed: sql<number>`count(distinct ${onboardingEvents.uid}) filter (where ${onboardingEvents.step} = ${FUNNEL_STEPS[FUNNEL_STEPS.length - 1]})::int`,
        })
        .from(onboardingEvents)
        .where(and(gte(onboardingEvents.at, from), inArray(onboardingEvents.step, [FUNNEL_STEPS[0], FUNNEL_STEPS[FUNNEL_STEPS.length - 1]!]))),
    ),
    daily(testResults),
    daily(motivationResults),
  ]);
  return { subscribers: subs.n, tests: tests.n, motivation: motivation.n, revenue, redemptions: redemptions.n, funnel, testsDaily, motivationDaily };
}
