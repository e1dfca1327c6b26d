import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { codes, motivationResults, onboardingEvents, purchases, subscriptions, testResults } from '@/lib/db/schema';
import { dayStart } from '@/lib/validation/schema';
import type { PurchaseSearch } from './filters';

const DAY = 86_400_000;
const since = (days: number, now = new Date()) => new Date(now.getTime() - days * DAY);

/** Dashboard: totals and 30-day daily series, all aggregated in SQL. */
export async function dashboard(db: Db, now = new Date()) {
  const from = since(30, now);
  const daily = async (table: typeof testResults | typeof motivationResults) =>
    db
      .select({ day: sql<string>`to_char(${table.createdAt}, 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
      .from(table)
      .where(gte(table.createdAt, from))
      .groupBy(sql`1`)
      .orderBy(sql`1`);
  const one = async <T>(q: Promise<T[]>) => (await q)[0]!;
  const [subs, tests, motivation, revenue, redemptions, funnel, testsDaily, motivationDaily] = await Promise.all([
    one(db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.status, 'active'))),
    one(db.select({ n: sql<number>`count(*)::int` }).from(testResults).where(gte(testResults.createdAt, from))),
    one(db.select({ n: sql<number>`count(*)::int` }).from(motivationResults).where(gte(motivationResults.createdAt, from))),
    db
      .select({ currency: purchases.currency, n: sql<number>`count(*)::int`, micros: sql<number>`coalesce(sum(${purchases.priceMicros}), 0)::float8` })
      .from(purchases)
      .where(and(gte(purchases.purchasedAt, from), sql`${purchases.status} in ('purchased', 'renewed')`))
      .groupBy(purchases.currency)
      .orderBy(desc(sql`3`)),
    one(db.select({ n: sql<number>`count(*)::int` }).from(codes).where(gte(codes.redeemedAt, from))),
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

/** A parsed filter (lib/admin/filters.ts): dates are real `YYYY-MM-DD`, texts clean, the page bounded. */
export type PurchaseFilter = Omit<PurchaseSearch, 'page'> & { page: number };
export const PURCHASE_PAGE = 50;

function purchaseWhere(f: PurchaseFilter) {
  const where: SQL[] = [];
  if (f.store) where.push(eq(purchases.store, f.store));
  if (f.status) where.push(eq(purchases.status, f.status));
  if (f.product) where.push(sql`${purchases.product} ilike ${'%' + f.product.replace(/[%_\\]/g, '') + '%'}`);
  if (f.uid) where.push(eq(purchases.uid, f.uid));
  if (f.from) where.push(gte(purchases.purchasedAt, dayStart(f.from)));
  if (f.to) where.push(lt(purchases.purchasedAt, new Date(dayStart(f.to).getTime() + DAY)));
  return where.length ? and(...where) : undefined;
}

/** One page of purchases for a filter, and the totals per currency for the whole filter. */
export async function purchasePage(db: Db, f: PurchaseFilter) {
  const where = purchaseWhere(f);
  const order = f.sort === 'oldest' ? asc(purchases.purchasedAt) : f.sort === 'price' ? desc(purchases.priceMicros) : desc(purchases.purchasedAt);
  const [rows, totals] = await Promise.all([
    db.select().from(purchases).where(where).orderBy(order, asc(purchases.id)).limit(PURCHASE_PAGE + 1).offset((f.page - 1) * PURCHASE_PAGE),
    db
      .select({ currency: purchases.currency, n: sql<number>`count(*)::int`, micros: sql<number>`coalesce(sum(${purchases.priceMicros}), 0)::float8` })
      .from(purchases)
      .where(where)
      .groupBy(purchases.currency)
      .orderBy(purchases.currency),
  ]);
  return { rows: rows.slice(0, PURCHASE_PAGE), more: rows.length > PURCHASE_PAGE, totals };
}

export async function* purchasePages(db: Db, f: Omit<PurchaseFilter, 'page'>, size = 2000) {
  for (let page = 1; ; page++) {
    const rows = await db.select().from(purchases).where(purchaseWhere({ ...f, page })).orderBy(desc(purchases.purchasedAt), asc(purchases.id)).limit(size).offset((page - 1) * size);
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
  }
}

/** Motivation and dependence results, aggregated for a period and language (`f` parsed: motivationSearch). */
export async function motivationReport(db: Db, f: { from?: string; to?: string; locale?: string }) {
  const range = (col: typeof testResults.createdAt | typeof motivationResults.createdAt) => {
    const w: SQL[] = [];
    if (f.from) w.push(gte(col, dayStart(f.from)));
    if (f.to) w.push(lt(col, new Date(dayStart(f.to).getTime() + DAY)));
    return w;
  };
  const tw = [...range(testResults.createdAt), ...(f.locale ? [eq(testResults.locale, f.locale)] : [])];
  const mw = [...range(motivationResults.createdAt), ...(f.locale ? [eq(motivationResults.locale, f.locale)] : [])];
  const tWhere = tw.length ? and(...tw) : undefined;
  const mWhere = mw.length ? and(...mw) : undefined;
  const [bands, testStats, motStats, reasons, ints, latest] = await Promise.all([
    db.select({ band: testResults.band, n: sql<number>`count(*)::int` }).from(testResults).where(tWhere).groupBy(testResults.band),
    db.select({ n: sql<number>`count(*)::int`, mean: sql<number>`coalesce(avg(${testResults.score}), 0)::float8` }).from(testResults).where(tWhere),
    db
      .select({ n: sql<number>`count(*)::int`, readiness: sql<number>`coalesce(avg(${motivationResults.readiness}), 0)::float8`, confidence: sql<number>`coalesce(avg(${motivationResults.confidence}), 0)::float8` })
      .from(motivationResults)
      .where(mWhere),
    db
      .select({ key: sql<string>`r.value`, n: sql<number>`count(*)::int` })
      .from(sql`${motivationResults}, jsonb_array_elements_text(${motivationResults.reasons}) as r(value)`)
      .where(mWhere)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .limit(10),
    db
      .select({ key: sql<string>`i.value`, n: sql<number>`count(*)::int` })
      .from(sql`${motivationResults}, jsonb_array_elements_text(${motivationResults.interests}) as i(value)`)
      .where(mWhere)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`))
      .limit(10),
    db.select().from(motivationResults).where(mWhere).orderBy(desc(motivationResults.createdAt)).limit(50),
  ]);
  return { bands, tests: testStats[0]!, motivation: motStats[0]!, reasons, interests: ints, latest };
}

/** The app's onboarding steps in order; other steps the app reports are listed after them. */
export const FUNNEL_STEPS = ['welcome', 'account', 'quit-date', 'reasons', 'notifications', 'complete'] as const;

/** `f` is parsed (lib/admin/filters.ts funnelSearch): real dates, a known platform. */
export async function funnel(db: Db, f: { from?: string; to?: string; platform?: 'ios' | 'android' | 'web' }, now = new Date()) {
  const w: SQL[] = [gte(onboardingEvents.at, f.from ? dayStart(f.from) : since(30, now))];
  if (f.to) w.push(lt(onboardingEvents.at, new Date(dayStart(f.to).getTime() + DAY)));
  if (f.platform) w.push(eq(onboardingEvents.platform, f.platform));
  // Distinct (step, uid) pairs first, then counted per step: a hash aggregate over the period's slice
  // of onboarding_events_at_idx, where count(distinct uid) would sort every event of the period. With
  // room for a period of a few hundred thousand pairs in memory (the default work_mem, 4 MB, spills).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    const reached = tx.selectDistinct({ step: onboardingEvents.step, uid: onboardingEvents.uid }).from(onboardingEvents).where(and(...w)).as('reached');
    return tx
      .select({ step: reached.step, users: sql<number>`count(*)::int` })
      .from(reached)
      .groupBy(reached.step);
  });
  const order = (s: string) => {
    const i = (FUNNEL_STEPS as readonly string[]).indexOf(s);
    return i === -1 ? FUNNEL_STEPS.length : i;
  };
  const sorted = rows.sort((a, b) => order(a.step) - order(b.step) || a.step.localeCompare(b.step));
  const first = sorted[0]?.users ?? 0;
  return sorted.map((r, i) => ({ ...r, ofFirst: first ? r.users / first : 0, dropOff: i === 0 ? 0 : 1 - r.users / Math.max(1, sorted[i - 1]!.users) }));
}

export async function userTimeline(db: Db, uid: string) {
  return db.select().from(onboardingEvents).where(eq(onboardingEvents.uid, uid)).orderBy(asc(onboardingEvents.at)).limit(500);
}
