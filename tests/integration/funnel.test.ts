import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import { onboardingEvents } from '@/lib/funnel/tables';
import { dashboard } from '@/lib/compose/dashboard';
import { lastDays } from '@/lib/admin/period';
import { funnel } from '@/lib/funnel';
import { dbTargets, freshDb } from './db-targets';

const DAY = 86_400_000;

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`onboarding funnel on ${name}`, () => {
    let db: Db;
    let close: () => Promise<void>;
    const now = new Date('2026-11-20T12:00:00Z');
    beforeAll(async () => {
      ({ db, close } = await freshDb(url!));
      const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
      await db.insert(onboardingEvents).values([
        // a (iOS) reports welcome twice: one user, not two
        { uid: 'a', step: 'welcome', platform: 'ios', at: at(2) },
        { uid: 'a', step: 'welcome', platform: 'ios', at: at(1) },
        { uid: 'a', step: 'account', platform: 'ios', at: at(1) },
        { uid: 'a', step: 'beta-step', platform: 'ios', at: at(1) },
        { uid: 'b', step: 'welcome', platform: 'android', at: at(3) },
        { uid: 'b', step: 'account', platform: 'android', at: at(3) },
        { uid: 'b', step: 'quit-date', platform: 'android', at: at(3) },
        { uid: 'b', step: 'complete', platform: 'android', at: at(3) },
        { uid: 'c', step: 'welcome', platform: 'web', at: at(5) },
        { uid: 'd', step: 'welcome', platform: 'ios', at: at(45) }, // before the default 30-day period
      ]);
    });
    afterAll(async () => close?.());

    it('counts distinct users per registered step in the registry’s order, unregistered steps apart', async () => {
      const f = await funnel(db, {}, now);
      expect(f.steps).toEqual([
        { step: 'welcome', users: 3, ofFirst: 1, dropOff: 0 },
        { step: 'account', users: 2, ofFirst: expect.closeTo(2 / 3), dropOff: expect.closeTo(1 / 3) },
        { step: 'quit-date', users: 1, ofFirst: expect.closeTo(1 / 3), dropOff: 0.5 },
        { step: 'reasons', users: 0, ofFirst: 0, dropOff: 1 },
        { step: 'notifications', users: 0, ofFirst: 0, dropOff: 0 },
        { step: 'complete', users: 1, ofFirst: expect.closeTo(1 / 3), dropOff: 0 },
      ]);
      expect(f.unregistered).toEqual([{ step: 'beta-step', users: 1 }]);
      expect(f.empty).toBe(false);
    });

    it('filters by platform and period', async () => {
      const reached = (f: Awaited<ReturnType<typeof funnel>>) => f.steps.filter((s) => s.users).map((s) => [s.step, s.users]);
      const ios = await funnel(db, { platform: 'ios' }, now);
      expect(reached(ios)).toEqual([
        ['welcome', 1],
        ['account', 1],
      ]);
      expect(ios.unregistered).toEqual([{ step: 'beta-step', users: 1 }]);
      const older = await funnel(db, { from: '2026-09-01', to: '2026-11-16' }, now);
      expect(reached(older)).toEqual([['welcome', 2]]);
      expect(older.unregistered).toEqual([]);
      const none = await funnel(db, { platform: 'web', from: '2026-11-16', to: '2026-11-20' }, now);
      expect(none.empty).toBe(true);
    });

    it('the dashboard counts who started and who completed onboarding in the last 30 days', async () => {
      expect((await dashboard(db, lastDays(30, now))).funnel).toEqual({ started: 3, completed: 1, previousStarted: 1, previousCompleted: 0 });
    });
  });
}
