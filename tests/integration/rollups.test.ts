// The admin figures' rollups (issue #36), as a property (fast-check): for random streams of onboarding
// events, purchases and check-ins — written, folded in random batches, folds killed inside their
// transaction, members' data erased — reminders claimed, sent and followed by check-ins, and random periods, what the figures read from the rollups equals
// the same aggregate over the raw rows; and the rollups kept up step by step equal a rebuild from scratch.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { onboardingEvents } from '@/lib/funnel/tables';
import { purchases } from '@/lib/purchases/tables';
import { checkIns, quitPlans } from '@/lib/journey/tables';
import { foldFunnel, reach, usersIn } from '@/lib/funnel/rollups';
import { backfillRollups, foldRollups } from '@/lib/compose/rollups';
import { dashboard, journeyDashboard } from '@/lib/compose/dashboard';
import { reminderSends } from '@/lib/reminders/tables';
import { lastDays } from '@/lib/admin/period';
import { dbTargets, freshDb } from './db-targets';

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 2, 1); // 2026-03-01
const ymd = (n: number) => new Date(BASE + n * DAY).toISOString().slice(0, 10);
const STEPS = ['welcome', 'account', 'complete', 'beta-step'];
const PLATFORMS = ['ios', 'android', 'web'] as const;
const STATUSES = ['purchased', 'renewed', 'refunded', 'cancelled', 'expired'] as const;

const event = fc.record({
  uid: fc.integer({ min: 0, max: 5 }).map((i) => `u${i}`),
  step: fc.constantFrom(...STEPS),
  platform: fc.constantFrom(...PLATFORMS),
  // Any time of 20 days (a day's first and last millisecond included).
  at: fc.oneof(
    fc.integer({ min: 0, max: 20 * DAY - 1 }),
    fc.integer({ min: 0, max: 19 }).map((d) => d * DAY + DAY - 1),
  ),
});
const purchase = fc.record({
  tx: fc.integer({ min: 0, max: 6 }),
  status: fc.constantFrom(...STATUSES),
  currency: fc.constantFrom('EUR', 'USD'),
  day: fc.integer({ min: 0, max: 20 }),
});
const member = fc.integer({ min: 0, max: 3 }).map((i) => `u${i}`);
// A check-in begun at any time of the 20 days (reminders count those begun within a day after them).
const checkIn = fc.record({
  uid: member,
  day: fc.integer({ min: 0, max: 20 }),
  craving: fc.integer({ min: 0, max: 10 }),
  begun: fc.integer({ min: 0, max: 20 * DAY }),
});
// A reminder claimed (not sent: null) or sent at some time.
const send = fc.record({
  uid: member,
  kind: fc.constantFrom('check-in', 'milestone'),
  day: fc.integer({ min: 0, max: 20 }),
  sentAt: fc.option(fc.integer({ min: 0, max: 20 * DAY }), { nil: null }),
});
// A quit plan made at some time of the 20 days, in a zone 11 hours behind UTC, ahead of it by 1 or by 14.
const ZONES = ['Pacific/Pago_Pago', 'Europe/Berlin', 'Pacific/Kiritimati'] as const;
const plan = fc.record({ uid: member, zone: fc.constantFrom(...ZONES), at: fc.integer({ min: 0, max: 20 * DAY }) });
// "Now" for the journey's figures: 10:00 UTC on day 20, which is day 19 in Pago Pago and day 21 in Kiritimati.
const NOW = new Date(BASE + 20 * DAY + 10 * 3_600_000);
const op = fc.oneof(
  { weight: 4, arbitrary: fc.array(event, { minLength: 1, maxLength: 8 }).map((events) => ({ kind: 'events' as const, events })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map((limit) => ({ kind: 'fold' as const, limit })) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map((limit) => ({ kind: 'killedFold' as const, limit })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 5 }).map((i) => ({ kind: 'erase' as const, uid: `u${i}` })) },
  { weight: 2, arbitrary: purchase.map((p) => ({ kind: 'purchase' as const, p })) },
  { weight: 2, arbitrary: checkIn.map((c) => ({ kind: 'checkIn' as const, c })) },
  { weight: 1, arbitrary: checkIn.map((c) => ({ kind: 'dropCheckIn' as const, c })) },
  { weight: 2, arbitrary: send.map((r) => ({ kind: 'send' as const, r })) },
  { weight: 1, arbitrary: send.map((r) => ({ kind: 'dropSend' as const, r })) },
  { weight: 2, arbitrary: plan.map((q) => ({ kind: 'plan' as const, q })) },
  { weight: 1, arbitrary: member.map((uid) => ({ kind: 'dropPlan' as const, uid })) },
);
const period = fc.tuple(fc.integer({ min: 0, max: 21 }), fc.integer({ min: 1, max: 21 })).map(([from, len]) => [from, from + len] as const);
const platform = fc.constantFrom('', ...PLATFORMS);

class Killed extends Error {}
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** Distinct users per step in [from, to) on a platform ('' any), straight from the events. */
async function rawUsers(db: Db, from: string, to: string, platform: string) {
  const r = await rows<{ step: string; n: number }>(
    db,
    sql`select step, count(distinct uid)::int as n from onboarding_events
        where at >= ${from}::date::timestamp at time zone 'UTC' and at < ${to}::date::timestamp at time zone 'UTC'
        ${platform ? sql`and platform = ${platform}` : sql``} group by step`,
  );
  return new Map(r.map((x) => [x.step, x.n]));
}

const table = (db: Db, q: ReturnType<typeof sql>) => rows<Record<string, unknown>>(db, q);
const funnelTable = (db: Db) => table(db, sql`select step, platform, day::text, prev_day::text, users from funnel_rollups order by 1, 2, 3, 4`);
const purchaseTable = (db: Db) =>
  table(db, sql`select day::text, store, status, currency, n, micros::text from purchase_rollups where n <> 0 order by 1, 2, 3, 4`);
const checkInTable = (db: Db) => table(db, sql`select day::text, n from check_in_days where n <> 0 order by 1`);
const lastCheckInTable = (db: Db) => table(db, sql`select uid, last_check_in::text as day from quit_plans where last_check_in is not null order by 1`);
const reminderTable = (db: Db) => table(db, sql`select day::text, kind, sent, followed from reminder_days where sent <> 0 or followed <> 0 order by 1, 2`);

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`rollups on ${name}`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await freshDb(url!));
    });
    afterAll(async () => close?.());

    it("count who checked in on their own today in three zones, a flight west included, and retention from the plan's local first day", async () => {
      await db.execute(sql`truncate check_ins, check_in_days, quit_plans`);
      const at = (d: number, h = 12) => new Date(BASE + d * DAY + h * 3_600_000);
      // Today at NOW (10:00 UTC on day 20): day 19 in Pago Pago, day 20 in Berlin, day 21 in Kiritimati.
      const members: [string, (typeof ZONES)[number], Date, number[]][] = [
        ['berlin-today', 'Europe/Berlin', at(15), [20]],
        ['pago-today', 'Pacific/Pago_Pago', at(15), [19]],
        ['pago-tomorrow-only', 'Pacific/Pago_Pago', at(15), [20]], // checked in for day 20 in Berlin, then flew west
        ['pago-flew-west', 'Pacific/Pago_Pago', at(15), [20, 19]], // the same, and checked in for their today too
        ['kiritimati-yesterday', 'Pacific/Kiritimati', at(15), [20]],
        ['kiritimati-today', 'Pacific/Kiritimati', at(15), [21]],
        ['berlin-none', 'Europe/Berlin', at(15), []],
        // Retention: plans of day 2, a week old by NOW. Kiritimati's plan, made at 23:30 UTC, began on day 3 there.
        ['kept-a-week', 'Europe/Berlin', at(2), [9]],
        ['six-days-only', 'Pacific/Kiritimati', at(2, 23.5), [9]],
      ];
      for (const [uid, timeZone, createdAt, days] of members) {
        await db
          .insert(quitPlans)
          .values({ uid, quitDate: ymd(0), cigarettesPerDay: 20, packPriceMicros: 8_000_000, packSize: 20, currency: 'EUR', timeZone, createdAt });
        for (const day of days) await db.insert(checkIns).values({ uid, day: ymd(day), smokeFree: true, craving: 3 });
      }
      const j = await journeyDashboard(db, lastDays(30, NOW), NOW);
      expect(j.active.today).toBe(4);
      expect(j.retention.d7).toEqual({ rate: 0.5, cohort: 2, previousRate: null, previousCohort: 0 });
      expect(j.retention.d30).toEqual({ rate: null, cohort: 0, previousRate: null, previousCohort: 0 });
    });

    it('equal the raw aggregates for random streams and periods, after killed folds and erasures; equal a rebuild', { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(op, { minLength: 1, maxLength: 14 }),
          fc.array(fc.tuple(period, platform), { minLength: 1, maxLength: 4 }),
          async (ops, periods) => {
            await db.execute(
              sql`truncate onboarding_events, funnel_rollups, funnel_rollup_queue, purchases, purchase_rollups, check_ins, check_in_days, quit_plans, reminder_sends, reminder_days`,
            );
            for (const o of ops) {
              if (o.kind === 'events')
                await db.insert(onboardingEvents).values(o.events.map((e) => ({ uid: e.uid, step: e.step, platform: e.platform, at: new Date(BASE + e.at) })));
              else if (o.kind === 'fold') await foldFunnel(db, o.limit);
              else if (o.kind === 'killedFold') {
                // The worker dies inside the fold's transaction, after its writes: none of them stays.
                await expect(
                  foldFunnel(db, o.limit, async () => {
                    throw new Killed();
                  }),
                ).rejects.toBeInstanceOf(Killed);
              } else if (o.kind === 'erase') await db.delete(onboardingEvents).where(sql`${onboardingEvents.uid} = ${o.uid}`);
              else if (o.kind === 'purchase') {
                const { tx, status, currency, day } = o.p;
                // A repeat of the same transaction changes its status only (the other fields are the first report's).
                await db
                  .insert(purchases)
                  .values({
                    store: tx % 2 ? 'app-store' : 'play-store',
                    transactionId: `t${tx}`,
                    product: 'p',
                    priceMicros: (tx + 1) * 1_000_000,
                    currency,
                    status,
                    purchasedAt: new Date(BASE + day * DAY + 3600_000),
                  })
                  .onConflictDoUpdate({ target: [purchases.store, purchases.transactionId], set: { status } });
              } else if (o.kind === 'checkIn') {
                const { uid, day, craving } = o.c;
                await db
                  .insert(checkIns)
                  .values({ uid, day: ymd(day), smokeFree: true, craving })
                  .onConflictDoUpdate({ target: [checkIns.uid, checkIns.day], set: { craving } });
              } else if (o.kind === 'dropCheckIn') await db.delete(checkIns).where(sql`${checkIns.uid} = ${o.c.uid} and ${checkIns.day} = ${ymd(o.c.day)}`);
              else if (o.kind === 'send') {
                const { uid, kind, day, sentAt } = o.r;
                const at = sentAt === null ? null : new Date(BASE + sentAt);
                await db
                  .insert(reminderSends)
                  .values({ uid, kind, day: ymd(day), sentAt: at })
                  .onConflictDoUpdate({ target: [reminderSends.uid, reminderSends.kind, reminderSends.day], set: { sentAt: at } });
              } else if (o.kind === 'plan') {
                // A plan made or its zone changed (a flight): the latest check-in day is the plan's own.
                const { uid, zone, at } = o.q;
                await db
                  .insert(quitPlans)
                  .values({
                    uid,
                    quitDate: ymd(0),
                    cigarettesPerDay: 20,
                    packPriceMicros: 8_000_000,
                    packSize: 20,
                    currency: 'EUR',
                    timeZone: zone,
                    createdAt: new Date(BASE + at),
                  })
                  .onConflictDoUpdate({ target: quitPlans.uid, set: { timeZone: zone } });
              } else if (o.kind === 'dropPlan') await db.delete(quitPlans).where(sql`${quitPlans.uid} = ${o.uid}`);
              else
                await db
                  .delete(reminderSends)
                  .where(sql`${reminderSends.uid} = ${o.r.uid} and ${reminderSends.kind} = ${o.r.kind} and ${reminderSends.day} = ${ymd(o.r.day)}`);
            }
            const check = async () => {
              for (const [[from, to], p] of periods) {
                const expected = await rawUsers(db, ymd(from), ymd(to), p);
                const got = usersIn(await reach(db, { from: ymd(from), to: ymd(to), platform: p, single: true }), ymd(from), ymd(to));
                for (const step of STEPS) expect([from, to, p, step, got.get(step) ?? 0]).toEqual([from, to, p, step, expected.get(step) ?? 0]);
              }
              // The dashboard's sign-ups (per day and in the period) and purchases, for a period ending on the last of the 20 days.
              const dp = lastDays(to0 - from0, new Date(BASE + (to0 - 1) * DAY + 5000));
              const d = await dashboard(db, dp);
              const daily = await Promise.all(Array.from({ length: dp.days }, (_, i) => rawUsers(db, ymd(from0 + i), ymd(from0 + i + 1), '')));
              expect(d.series.signups.values).toEqual(daily.map((m) => m.get('welcome') ?? 0));
              expect(d.series.signups.current).toBe((await rawUsers(db, ymd(from0), ymd(to0), '')).get('welcome') ?? 0);
              const [paid] = await rows<{ n: number }>(
                db,
                sql`select count(*)::int as n from purchases where status in ('purchased', 'renewed') and purchased_at >= ${dp.start.toISOString()}::timestamptz and purchased_at < ${dp.end.toISOString()}::timestamptz`,
              );
              expect(d.purchases.current).toBe(paid!.n);
              // The journey's check-ins per day, and reminders sent and followed per kind.
              const j = await journeyDashboard(db, dp, NOW);
              const perDay = await rows<{ day: string; n: number }>(db, sql`select day::text, count(*)::int as n from check_ins group by 1`);
              expect(j.active.values).toEqual(Array.from({ length: dp.days }, (_, i) => perDay.find((r) => r.day === ymd(from0 + i))?.n ?? 0));
              const sent = await rows<{ kind: string; current: number; previous: number; followed: number }>(
                db,
                sql`select kind, count(*) filter (where sent_at >= ${dp.start.toISOString()}::timestamptz)::int as current,
                      count(*) filter (where sent_at < ${dp.start.toISOString()}::timestamptz)::int as previous,
                      count(*) filter (where sent_at >= ${dp.start.toISOString()}::timestamptz and exists (select 1 from check_ins c where c.uid = s.uid
                        and c.created_at > s.sent_at and c.created_at <= s.sent_at + interval '1 day'))::int as followed
                    from reminder_sends s where sent_at >= ${dp.prevStart.toISOString()}::timestamptz and sent_at < ${dp.end.toISOString()}::timestamptz
                    group by kind order by kind`,
              );
              expect(j.reminders.kinds.map((k) => [k.kind, k.current, k.previous]).sort()).toEqual(sent.map((r) => [r.kind, r.current, r.previous]));
              const total = sent.reduce((n, r) => n + r.current, 0);
              expect(j.reminders.followed.rate).toBe(total ? sent.reduce((n, r) => n + r.followed, 0) / total : null);
              // Each plan's latest check-in day: the raw latest, after check-ins written, replaced and removed and
              // plans made, moved and removed; and from it, who checked in on their own today and the retention.
              expect(await lastCheckInTable(db)).toEqual(
                await table(db, sql`select c.uid, max(c.day)::text as day from check_ins c join quit_plans q on q.uid = c.uid group by 1 order by 1`),
              );
              const [today] = await rows<{ n: number }>(
                db,
                sql`select count(*)::int as n from quit_plans q where exists (select 1 from check_ins c where c.uid = q.uid
                      and c.day = (${NOW.toISOString()}::timestamptz at time zone q.time_zone)::date)`,
              );
              expect(j.active.today).toBe(today!.n);
              for (const [days, key] of [
                [7, 'd7'],
                [30, 'd30'],
              ] as const)
                for (const [from, to, rate, cohort] of [
                  [dp.start, dp.end, 'rate', 'cohort'],
                  [dp.prevStart, dp.start, 'previousRate', 'previousCohort'],
                ] as const) {
                  const [raw] = await rows<{ e: number; r: number }>(
                    db,
                    sql`select count(*)::int as e, count(*) filter (where exists (select 1 from check_ins c where c.uid = q.uid
                          and c.day >= (q.created_at at time zone q.time_zone)::date + ${days}::int))::int as r
                        from quit_plans q where q.created_at >= ${from.toISOString()}::timestamptz and q.created_at < ${to.toISOString()}::timestamptz
                          and q.created_at <= ${NOW.toISOString()}::timestamptz - make_interval(days => ${days}::int)`,
                  );
                  expect([key, cohort, j.retention[key][cohort]]).toEqual([key, cohort, raw!.e]);
                  expect([key, rate, j.retention[key][rate]]).toEqual([key, rate, raw!.e ? raw!.r / raw!.e : null]);
                }
            };
            const [from0, to0] = periods[0]![0];
            // As they are (some events still queued), then with everything folded (the rollup alone).
            await check();
            await foldRollups(db);
            expect(await rows(db, sql`select id from funnel_rollup_queue`)).toEqual([]);
            await check();
            // Kept step by step, the rollups equal a rebuild from the raw rows.
            const kept = [await funnelTable(db), await purchaseTable(db), await checkInTable(db), await reminderTable(db), await lastCheckInTable(db)];
            await backfillRollups(db);
            expect([await funnelTable(db), await purchaseTable(db), await checkInTable(db), await reminderTable(db), await lastCheckInTable(db)]).toEqual(kept);
          },
        ),
        { numRuns: name === 'PGlite' ? 40 : 25 },
      );
    });
  });
}
