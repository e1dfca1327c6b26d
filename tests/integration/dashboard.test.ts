import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { motivationResults, testResults } from '@/lib/surveys/tables';
import { onboardingEvents } from '@/lib/funnel/tables';
import { purchases } from '@/lib/purchases/tables';
import { dashboard } from '@/lib/compose/dashboard';
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
}
