import 'server-only';
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { onProcessDb, rowsOf, type Db } from '@/lib/db';
import { codes } from '@/lib/campaigns/tables';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { reach, usersIn } from '@/lib/funnel/rollups';
import { purchaseRollups } from '@/lib/purchases/tables';
import { subscriptions } from '@/lib/newsletter/tables';
import { checkInDays as checkInRollup, quitPlans } from '@/lib/journey/tables';
import { reminderDays } from '@/lib/reminders/tables';
import { REMINDER_KINDS, type ReminderKind } from '@/lib/reminders/schema';
import { FUNNEL_STEPS } from '@/lib/funnel/schema';
import { buckets, DAY_MS, type Period } from '@/lib/admin/period';

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
 * previous period. Grouped by it, one query gives a series and both periods' totals. (`date_part` is a
 * double, exact for these seconds; `extract` would compute in numeric, about twice as slow per row.)
 */
const bucketOf = (col: PgColumn, p: Period) =>
  sql<number>`floor(date_part('epoch', ${col} - ${p.start.toISOString()}::timestamptz) / ${sql.raw(String((p.bucket === 'week' ? 7 : 1) * 86_400))})::int`;

/** The same bucket index for a date column (a UTC or a member's day): days since the period's first day. */
const dayBucketOf = (col: PgColumn, p: Period) => sql<number>`floor((${col} - ${p.from}::date)::numeric / ${sql.raw(p.bucket === 'week' ? '7' : '1')})::int`;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

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
  type Table = typeof testResults | typeof motivationResults | typeof subscriptions | typeof codes;
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
  const pr = purchaseRollups;
  const [tests, surveys, reached, subscribers, redemptions, purchaseRows] = await Promise.all([
    count(testResults, testResults.createdAt),
    count(motivationResults, motivationResults.createdAt),
    // Who started (the funnel's first step) and who completed onboarding: each member once per day, week
    // or period, from the funnel's rollup (lib/funnel/rollups.ts).
    reach(db, { from: ymd(p.prevStart), to: ymd(p.end), platform: '', steps: [first, last] }),
    count(subscriptions, subscriptions.createdAt, eq(subscriptions.status, 'active')),
    count(codes, codes.redeemedAt),
    // Purchases per UTC day from their rollup (kept in the writing transaction).
    db
      .select({
        currency: pr.currency,
        b: dayBucketOf(pr.day, p),
        n: sql<number>`sum(${pr.n})::int`,
        micros: sql<number>`coalesce(sum(${pr.micros}), 0)::float8`,
      })
      .from(pr)
      .where(and(gte(pr.day, ymd(p.prevStart)), lt(pr.day, ymd(p.end)), inArray(pr.status, ['purchased', 'renewed'])))
      .groupBy(pr.currency, sql`2`)
      .having(sql`sum(${pr.n}) <> 0`),
  ]);
  const users = (step: string, from: Date, to: Date) => usersIn(reached, ymd(from), ymd(to)).get(step) ?? 0;
  const size = (p.bucket === 'week' ? 7 : 1) * DAY_MS;
  const f = {
    started: users(first, p.start, p.end),
    completed: users(last, p.start, p.end),
    prevStarted: users(first, p.prevStart, p.start),
    prevCompleted: users(last, p.prevStart, p.start),
  };
  // A member who started on two days is one sign-up in the period's total.
  const signups: Series = {
    current: f.started,
    previous: f.prevStarted,
    values: buckets(p).map((b) => users(first, b, new Date(Math.min(b.getTime() + size, p.end.getTime())))),
  };
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
    funnel: { started: f.started, completed: f.completed, previousStarted: f.prevStarted, previousCompleted: f.prevCompleted },
  };
}
export type Dashboard = Awaited<ReturnType<typeof dashboard>>;

// For pages and route handlers: on the process's database.
export const dashboardOf = onProcessDb(dashboard);

/** A share of a cohort (null when nobody in it could have come back yet) and the cohort's size. */
export type Retention = { rate: number | null; cohort: number; previousRate: number | null; previousCohort: number };

/**
 * The quit journey's figures (issue #34), the period against the previous one of the same length:
 * - members with a plan at the period's end and at its start, and new plans per day or week;
 * - daily active members: members who checked in, on average per day (a check-in's day is the member's
 *   own, one per member and day), check-ins per day or week, and today (each member's today, in their
 *   time zone). The period's days are calendar days: east of UTC a member may check in for a day that
 *   has not begun in UTC yet, and that check-in counts from that day on;
 * - 7- and 30-day retention of the members whose plan started in the period: of those whose plan is at
 *   least that old by `now`, the share who checked in that many days after its start or later;
 * - reminders sent, per kind, and the share of them that a check-in began within a day after (no open or
 *   click tracking: the check-in is what counts).
 */
export async function journeyDashboard(db: Db, p: Period, now = new Date()) {
  const [start, prevStart, end] = [p.start.toISOString(), p.prevStart.toISOString(), p.end.toISOString()];
  const q = quitPlans;
  // Retention: "checked in that many days after the plan began, or later" is "the latest check-in is that
  // late", read from the plan's own row (quit_plans.last_check_in, kept by triggers): one pass over the
  // plans of both periods, the plan's local first day computed once per row.
  const nowIso = now.toISOString();
  /** `<prefix>e<days>`: plans of [from, to) at least that old by `now`; `<prefix>r<days>`: those retained. */
  const retentionOf = (prefix: '' | 'p', from: string, to: string, days: 7 | 30) => {
    const inCohort = sql`created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz and created_at <= ${nowIso}::timestamptz - ${sql.raw(`interval '${days} days'`)}`;
    return sql`count(*) filter (where ${inCohort})::int as ${sql.raw(`${prefix}e${days}`)},
      count(*) filter (where ${inCohort} and gap >= ${sql.raw(String(days))})::int as ${sql.raw(`${prefix}r${days}`)}`;
  };
  const rd = reminderDays;
  const [newPlans, [stock], activeRows, [today], [r], reminderRows] = await Promise.all([
    db
      .select({ b: bucketOf(q.createdAt, p), n: sql<number>`count(*)::int` })
      .from(q)
      .where(within(q.createdAt, p))
      .groupBy(sql`1`),
    db
      .select({
        current: sql<number>`count(*) filter (where ${q.createdAt} < ${end}::timestamptz)::int`,
        previous: sql<number>`count(*) filter (where ${q.createdAt} < ${start}::timestamptz)::int`,
      })
      .from(q),
    // Check-ins per day from their rollup (kept in the writing transaction).
    db
      .select({ b: dayBucketOf(checkInRollup.day, p), n: sql<number>`sum(${checkInRollup.n})::int` })
      .from(checkInRollup)
      .where(and(gte(checkInRollup.day, ymd(p.prevStart)), lt(checkInRollup.day, ymd(p.end))))
      .groupBy(sql`1`),
    // Who checked in on their today: the plans grouped by zone and latest check-in day (one pass, no join),
    // each zone's today computed once per group. A latest day equal to the zone's today counts; a later one
    // (after a flight west) counts with a check-in on that today too, looked up only for such groups (rare:
    // a pass over the plans each). Every zone's today is within a day of UTC's: older days are left out.
    db
      .execute(
        sql`with g as (
            select time_zone as tz, last_check_in as day, count(*)::int as n from quit_plans
            where last_check_in >= (${nowIso}::timestamptz at time zone 'UTC')::date - 1 group by 1, 2),
          z as materialized (select tz, day, n, (${nowIso}::timestamptz at time zone tz)::date as today from g)
          select (coalesce((select sum(n) from z where day = today), 0) + (
            select count(*) from z cross join lateral (
              select 1 from quit_plans q where q.time_zone = z.tz and q.last_check_in = z.day
              and exists (select 1 from check_ins c where c.uid = q.uid and c.day = z.today)) w
            where z.day > z.today))::int as n`,
      )
      .then((r) => rowsOf<{ n: number }>(r)),
    db
      .execute(
        sql`select ${retentionOf('', start, end, 7)}, ${retentionOf('', start, end, 30)}, ${retentionOf('p', prevStart, start, 7)}, ${retentionOf('p', prevStart, start, 30)}
          from (select created_at, last_check_in - (created_at at time zone time_zone)::date as gap from quit_plans
            where created_at >= ${prevStart}::timestamptz and created_at < ${end}::timestamptz) p`,
      )
      .then((r) => rowsOf<Record<'e7' | 'r7' | 'e30' | 'r30' | 'pe7' | 'pr7' | 'pe30' | 'pr30', number>>(r)),
    // Reminders sent (a claimed row without sent_at was not sent) per kind, and those a check-in followed:
    // from their rollup per UTC day (kept in the writing transactions of both sides).
    db
      .select({
        kind: rd.kind,
        current: sql<number>`coalesce(sum(${rd.sent}) filter (where ${rd.day} >= ${p.from}::date), 0)::int`,
        previous: sql<number>`coalesce(sum(${rd.sent}) filter (where ${rd.day} < ${p.from}::date), 0)::int`,
        followed: sql<number>`coalesce(sum(${rd.followed}) filter (where ${rd.day} >= ${p.from}::date), 0)::int`,
        previousFollowed: sql<number>`coalesce(sum(${rd.followed}) filter (where ${rd.day} < ${p.from}::date), 0)::int`,
      })
      .from(rd)
      .where(and(gte(rd.day, ymd(p.prevStart)), lt(rd.day, ymd(p.end))))
      .groupBy(rd.kind)
      .having(sql`sum(${rd.sent}) <> 0`),
  ]);
  const sum = (key: 'current' | 'previous' | 'followed' | 'previousFollowed') => reminderRows.reduce((n, row) => n + row[key], 0);
  const sent = { current: sum('current'), previous: sum('previous') };
  const checkInDays = fold(activeRows, p);
  const perDay = (n: number, days: number) => Math.round((n / days) * 10) / 10;
  const share = (n: number, of: number) => (of === 0 ? null : n / of);
  return {
    plans: { current: stock!.current, previous: stock!.previous, values: fold(newPlans, p).values } satisfies Series,
    active: {
      current: perDay(checkInDays.current, p.days),
      previous: perDay(checkInDays.previous, p.days),
      /** Check-ins (members who checked in) per day or week. */
      values: checkInDays.values,
      today: today!.n,
    },
    retention: {
      d7: { rate: share(r!.r7, r!.e7), cohort: r!.e7, previousRate: share(r!.pr7, r!.pe7), previousCohort: r!.pe7 },
      d30: { rate: share(r!.r30, r!.e30), cohort: r!.e30, previousRate: share(r!.pr30, r!.pe30), previousCohort: r!.pe30 },
    } satisfies Record<string, Retention>,
    reminders: {
      sent,
      /** Per kind, in the registry's order (kinds nobody was sent are left out). */
      kinds: REMINDER_KINDS.flatMap((kind) => {
        const row = reminderRows.find((x) => x.kind === kind);
        return row ? [{ kind: kind as ReminderKind, current: row.current, previous: row.previous }] : [];
      }),
      /** The share of reminders sent in each period that a check-in followed within a day. */
      followed: { rate: share(sum('followed'), sent.current), previousRate: share(sum('previousFollowed'), sent.previous) },
    },
  };
}
export type JourneyDashboard = Awaited<ReturnType<typeof journeyDashboard>>;
export const journeyDashboardOf = onProcessDb(journeyDashboard);
