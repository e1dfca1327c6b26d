import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { onboardingEvents } from '@/lib/funnel/tables';
import { purchases } from '@/lib/purchases/tables';
import { dashboard, journeyDashboard } from '@/lib/compose/dashboard';
import { checkIns, quitPlans } from '@/lib/journey/tables';
import { reminderSends } from '@/lib/reminders/tables';
import { lastDays, parsePeriod } from '@/lib/admin/period';
import { dbTargets, freshDb } from './db-targets';

// The admin dashboard's figures on known rows: this period, the previous one of the same length, per day and week.
const now = new Date('2026-11-20T12:00:00Z');
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}Z`);

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`admin dashboard on ${name}`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await freshDb(url!));
      const test = (day: string, time?: string) => ({ answers: [1, 2, 3, 0, 1, 0], score: 7, band: 'high', locale: 'en', createdAt: at(day, time) });
      await db.insert(testResults).values([
        // last 7 days (14–20 November): 4 tests, two on the 20th (one at 23:59 UTC still counts)
        test('2026-11-14', '00:00:00'),
        test('2026-11-18'),
        test('2026-11-20'),
        test('2026-11-20', '23:59:59'),
        // the 7 days before (7–13 November): 2 tests
        test('2026-11-07'),
        test('2026-11-13', '23:59:59'),
        // older than both periods
        test('2026-11-06'),
      ]);
      await db.insert(motivationResults).values([{ readiness: 8, confidence: 6, reasons: [], interests: [], locale: 'de', createdAt: at('2026-11-10') }]);
      const buy = (day: string, currency: string, priceMicros: number, status: 'purchased' | 'refunded' = 'purchased') => ({
        store: 'app-store' as const,
        transactionId: `tx-${day}-${currency}-${priceMicros}-${status}`,
        product: 'premium.yearly',
        priceMicros,
        currency,
        status,
        purchasedAt: at(day),
      });
      await db
        .insert(purchases)
        .values([
          buy('2026-11-15', 'EUR', 29_990_000),
          buy('2026-11-19', 'EUR', 29_990_000),
          buy('2026-11-19', 'PLN', 119_990_000),
          buy('2026-11-19', 'EUR', 29_990_000, 'refunded'),
          buy('2026-11-09', 'EUR', 49_990_000),
        ]);
      await db.insert(onboardingEvents).values([
        { uid: 'a', step: 'welcome', platform: 'ios', at: at('2026-11-16') },
        { uid: 'a', step: 'welcome', platform: 'ios', at: at('2026-11-17') },
        { uid: 'b', step: 'welcome', platform: 'web', at: at('2026-11-19') },
        { uid: 'c', step: 'welcome', platform: 'web', at: at('2026-11-08') },
      ]);
    });
    afterAll(async () => close?.());

    it('counts each figure in the last 7 days and the 7 days before, per day, in UTC days', async () => {
      const d = await dashboard(db, parsePeriod({ period: '7' }, now).period);
      expect(d.series.tests).toEqual({ current: 4, previous: 2, values: [1, 0, 0, 0, 1, 0, 2] });
      expect(d.series.surveys).toEqual({ current: 0, previous: 1, values: [0, 0, 0, 0, 0, 0, 0] });
      // a started twice: one sign-up in the total, one on each day in the chart
      expect(d.series.signups.current).toBe(2);
      expect(d.series.signups.previous).toBe(1);
      expect(d.series.signups.values).toEqual([0, 0, 1, 1, 0, 1, 0]);
      // refunds are not purchases
      expect(d.purchases).toEqual({ current: 3, previous: 1, values: [0, 1, 0, 0, 0, 2, 0] });
      expect(d.currencies).toEqual([
        { currency: 'EUR', current: 2, previous: 1, values: [0, 1, 0, 0, 0, 1, 0], micros: 59_980_000, previousMicros: 49_990_000 },
        { currency: 'PLN', current: 1, previous: 0, values: [0, 0, 0, 0, 0, 1, 0], micros: 119_990_000, previousMicros: 0 },
      ]);
    });

    it('a custom range of 14 days compares with the 14 days before it', async () => {
      const d = await dashboard(db, parsePeriod({ period: 'custom', from: '2026-11-07', to: '2026-11-20' }, now).period);
      expect(d.series.tests.current).toBe(6);
      expect(d.series.tests.previous).toBe(1);
      expect(d.series.tests.values).toHaveLength(14);
    });

    it('90 days are counted per week (13 columns)', async () => {
      const d = await dashboard(db, lastDays(90, now));
      expect(d.series.tests.values).toHaveLength(13);
      expect(d.series.tests.values.reduce((a, b) => a + b, 0)).toBe(7);
      expect(d.series.tests.previous).toBe(0);
    });
  });

  // The quit journey's figures: members with a plan, daily active members (by each member's own day),
  // 7- and 30-day retention of the members whose plan started in the period. Six members in five zones.
  describe.skipIf(!url)(`admin dashboard: the quit journey on ${name}`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ db, close } = await freshDb(url!));
      const plan = (uid: string, timeZone: string, createdAt: string) => ({
        uid,
        quitDate: createdAt.slice(0, 10),
        cigarettesPerDay: 15,
        packPriceMicros: 9_000_000,
        packSize: 20,
        currency: 'EUR',
        timeZone,
        createdAt: new Date(createdAt),
      });
      await db.insert(quitPlans).values([
        plan('j1', 'Europe/Berlin', '2026-11-01T10:00:00Z'),
        plan('j2', 'America/New_York', '2026-11-08T15:00:00Z'),
        // 20:00 UTC is already the 11th in Tokyo: its 7th day is the 18th
        plan('j3', 'Asia/Tokyo', '2026-11-10T20:00:00Z'),
        plan('j4', 'Europe/Berlin', '2026-11-15T10:00:00Z'),
        plan('j5', 'UTC', '2026-11-19T10:00:00Z'),
        // UTC+14: at 12:00 UTC on the 20th it is already the 21st there
        plan('j6', 'Pacific/Kiritimati', '2026-10-01T10:00:00Z'),
      ]);
      // Each check-in begun at 18:00 UTC of its day.
      const day = (uid: string, d: string) => ({ uid, day: d, smokeFree: true, slips: 0, craving: 3, triggers: [], createdAt: at(d, '18:00:00') });
      await db
        .insert(checkIns)
        .values([
          day('j1', '2026-11-14'),
          day('j1', '2026-11-15'),
          day('j1', '2026-11-20'),
          day('j2', '2026-11-13'),
          day('j2', '2026-11-16'),
          day('j3', '2026-11-12'),
          day('j3', '2026-11-17'),
          day('j4', '2026-11-20'),
          day('j5', '2026-11-19'),
          day('j6', '2026-11-20'),
        ]);
      const sent = (uid: string, kind: string, d: string, sentAt: Date | null) => ({ uid, kind, day: d, sentAt });
      await db.insert(reminderSends).values([
        // this week: three sent, two followed by a check-in within a day (j3's came two days later)
        sent('j1', 'check-in', '2026-11-20', at('2026-11-20', '08:00:00')),
        sent('j2', 'weekly-summary', '2026-11-16', at('2026-11-16', '13:00:00')),
        sent('j3', 'milestone', '2026-11-15', at('2026-11-15', '01:00:00')),
        // claimed, never sent (a killed send or a kind switched off): not a reminder sent
        sent('j4', 'quit-eve', '2026-11-14', null),
        // the week before: two sent, one followed (j3 had checked in before it)
        sent('j2', 'check-in', '2026-11-13', at('2026-11-13', '10:00:00')),
        sent('j3', 'check-in', '2026-11-12', at('2026-11-12', '20:00:00')),
      ]);
    });
    afterAll(async () => close?.());

    it('the last 7 days: plans at the end and the start, new plans per day, active members per day and today, retention', async () => {
      const d = await journeyDashboard(db, parsePeriod({ period: '7' }, now).period, now);
      expect(d.plans).toEqual({ current: 6, previous: 4, values: [0, 1, 0, 0, 0, 1, 0] });
      // 8 check-ins in 7 days (1.1 a day), 2 in the 7 before; today is the 20th in Berlin (j1, j4) but the 21st for j6
      expect(d.active).toEqual({ current: 1.1, previous: 0.3, values: [1, 1, 1, 1, 0, 1, 3], today: 2 });
      // plans of this week are not 7 days old yet; of the week before, j2 came back on day 8, j3 (Tokyo) on its day 6 only
      expect(d.retention.d7).toEqual({ rate: null, cohort: 0, previousRate: 0.5, previousCohort: 2 });
      expect(d.retention.d30).toEqual({ rate: null, cohort: 0, previousRate: null, previousCohort: 0 });
      expect(d.reminders).toEqual({
        sent: { current: 3, previous: 2 },
        kinds: [
          { kind: 'milestone', current: 1, previous: 0 },
          { kind: 'weekly-summary', current: 1, previous: 0 },
          { kind: 'check-in', current: 1, previous: 2 },
        ],
        followed: { rate: 2 / 3, previousRate: 0.5 },
      });
    });

    it('the last 30 days: retention after 7 and 30 days against the 30 days before', async () => {
      const d = await journeyDashboard(db, parsePeriod({ period: '30' }, now).period, now);
      // j1, j2, j3 are 7 days old (j1 and j2 came back); j6 (previous period) checked in 30 days after its start
      expect(d.retention.d7).toEqual({ rate: 2 / 3, cohort: 3, previousRate: 1, previousCohort: 1 });
      expect(d.retention.d30).toEqual({ rate: null, cohort: 0, previousRate: 1, previousCohort: 1 });
      expect(d.plans.current).toBe(6);
      expect(d.plans.previous).toBe(1);
    });

    it('90 days: check-ins per week, the average per day over all 90', async () => {
      const d = await journeyDashboard(db, lastDays(90, now), now);
      expect(d.active.values).toHaveLength(13);
      expect(d.active.values.reduce((a, b) => a + b, 0)).toBe(10);
      expect(d.active.current).toBe(0.1);
    });
  });
}
