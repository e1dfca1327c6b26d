import 'server-only';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { onProcessDb, type Db } from '@/lib/db';
import { codes } from '@/lib/campaigns/tables';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { onboardingEvents } from '@/lib/funnel/tables';
import { purchases } from '@/lib/purchases/tables';
import { subscriptions } from '@/lib/newsletter/tables';
import { FUNNEL_STEPS } from '@/lib/funnel/schema';
import { buckets, type Period } from '@/lib/admin/period';

/** A figure of the period: its total, the previous period's total, and one value per day or week. */
export type Series = { current: number; previous: number; values: number[] };
export type CurrencySeries = Series & { currency: string; micros: number; previousMicros: number };

/** The series shown on the dashboard, in the order of its cards. */
export const SERIES = ['tests', 'surveys', 'signups', 'subscribers', 'redemptions'] as const;
export type SeriesKey = (typeof SERIES)[number];

/** Purchases: the currencies with the most purchases in the period, at most this many. */
const MAX_CURRENCIES = 6;

/**
 * The bucket index of a timestamp, in SQL: 0 for the period's first day (or week), negative in the
 * previous period. Grouped by it, one query gives a series and both periods' totals.
 */
const bucketOf = (col: PgColumn, p: Period) =>
  sql<number>`floor(extract(epoch from (${col} - ${p.start.toISOString()}::timestamptz)) / ${sql.raw(String((p.bucket === 'week' ? 7 : 1) * 86_400))})::int`;

const within = (col: PgColumn, p: Period) => and(gte(col, p.prevStart), lt(col, p.end));

function fold(rows: Array<{ b: number; n: number }>, p: Period): Series {
  const values = buckets(p).map(() => 0);
  let current = 0;
  let previous = 0;
  for (const r of rows) {
    if (r.b < 0) previous += r.n;
    else {
      current += r.n;
      if (r.b < values.length) values[r.b]! += r.n;
    }
  }
  return { current, previous, values };
}

/**
 * Dashboard figures of a period and the previous one of the same length: one grouped query per series
 * (over the two periods' range, on an indexed timestamp), nothing but the per-bucket counts read into JS.
 */
export async function dashboard(db: Db, p: Period) {
  type Table = typeof testResults | typeof motivationResults | typeof onboardingEvents | typeof subscriptions | typeof codes;
  const count = async (table: Table, col: PgColumn, where?: SQL, n = sql<number>`count(*)::int`) => {
    const b = bucketOf(col, p);
    const rows = await db
      .select({ b, n })
      .from(table)
      .where(and(within(col, p), where))
      .groupBy(sql`1`);
    return fold(rows, p);
  };
  const [first, last] = [FUNNEL_STEPS[0]!, FUNNEL_STEPS[FUNNEL_STEPS.length - 1]!] as [string, string];
  const e = onboardingEvents;
  const users = (step: string, now: boolean) =>
    sql<number>`count(distinct ${e.uid}) filter (where ${e.step} = ${step} and ${e.at} ${now ? sql`>=` : sql`<`} ${p.start.toISOString()}::timestamptz)::int`;
  const pb = bucketOf(purchases.purchasedAt, p);
  const [tests, surveys, signups, subscribers, redemptions, purchaseRows, [f]] = await Promise.all([
    count(testResults, testResults.createdAt),
    count(motivationResults, motivationResults.createdAt),
    // Sign-ups: members who started onboarding (the funnel's first step), each counted once per day or week.
    count(e, e.at, eq(e.step, first), sql<number>`count(distinct ${e.uid})::int`),
    count(subscriptions, subscriptions.createdAt, eq(subscriptions.status, 'active')),
    count(codes, codes.redeemedAt),
    db
      .select({ currency: purchases.currency, b: pb, n: sql<number>`count(*)::int`, micros: sql<number>`coalesce(sum(${purchases.priceMicros}), 0)::float8` })
      .from(purchases)
      .where(and(within(purchases.purchasedAt, p), inArray(purchases.status, ['purchased', 'renewed'])))
      .groupBy(purchases.currency, sql`2`),
    // Who started and who completed onboarding in each period (each member once).
    db
      .select({ started: users(first, true), completed: users(last, true), prevStarted: users(first, false), prevCompleted: users(last, false) })
      .from(e)
      .where(and(within(e.at, p), inArray(e.step, [first, last]))),
  ]);
  // A member who started on two days is one sign-up in the period's total.
  signups.current = f!.started;
  signups.previous = f!.prevStarted;
  const byCurrency = new Map<string, Array<{ b: number; n: number; micros: number }>>();
  for (const r of purchaseRows) byCurrency.set(r.currency, [...(byCurrency.get(r.currency) ?? []), r]);
  const currencies: CurrencySeries[] = [...byCurrency].map(([currency, rows]) => ({
    currency,
    ...fold(rows, p),
    micros: rows.filter((r) => r.b >= 0).reduce((s, r) => s + r.micros, 0),
    previousMicros: rows.filter((r) => r.b < 0).reduce((s, r) => s + r.micros, 0),
  }));
  currencies.sort((a, b) => b.current - a.current || b.previous - a.previous || a.currency.localeCompare(b.currency));
  const purchasesTotal = fold(
    purchaseRows.map(({ b, n }) => ({ b, n })),
    p,
  );
  return {
    series: { tests, surveys, signups, subscribers, redemptions } satisfies Record<SeriesKey, Series>,
    purchases: purchasesTotal,
    currencies: currencies.slice(0, MAX_CURRENCIES),
    funnel: { started: f!.started, completed: f!.completed, previousStarted: f!.prevStarted, previousCompleted: f!.prevCompleted },
  };
}
export type Dashboard = Awaited<ReturnType<typeof dashboard>>;

// For pages and route handlers: on the process's database.
export const dashboardOf = onProcessDb(dashboard);
