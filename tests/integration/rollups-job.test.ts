// The worker folds queued onboarding events into the funnel's rollup when its job runs (issue #36; the
// schedule makes one every minute, the test sends one): the queue empties, the figures stay the raw ones.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PgBoss from 'pg-boss';
import type { Db } from '@/lib/db';
import { onboardingEvents } from '@/lib/funnel/tables';
import { dbTargets, freshDb } from './db-targets';

vi.setConfig({ testTimeout: 120_000 });
const { startBoss, QUEUES } = await import('@/lib/jobs/boss');
const { startWorker } = await import('@/lib/compose/worker');
const { funnel } = await import('@/lib/funnel');

const config = { ratePerSecond: 1000, concurrency: 1, leaseSeconds: 4, retrySeconds: 1, maxAttempts: 5, workerInApp: false, pollSeconds: 0.5 };
const now = new Date('2026-06-20T12:00:00Z');

describe('the rollups job (PGlite, in-process worker)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let boss: PgBoss;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await freshDb(dbTargets[0]![1]!));
    boss = await startBoss(db, config);
    stop = await startWorker({ db, boss, config, siteUrl: 'https://exhale.example', mail: { transport: null, from: 'x@example.test' } });
  });
  afterAll(async () => {
    await stop?.();
    await boss?.stop({ graceful: false, wait: true });
    await close?.();
  });

  it('empties the queue into the rollup; the funnel reads the same users', async () => {
    await db.insert(onboardingEvents).values(
      Array.from({ length: 40 }, (_, i) => ({
        uid: `j${i % 15}`,
        step: i % 2 ? 'welcome' : 'account',
        platform: 'ios' as const,
        at: new Date(now.getTime() - (i % 9) * 86_400_000),
      })),
    );
    const before = await funnel(db, {}, now);
    expect(before.steps.slice(0, 2).map((s) => s.users)).toEqual([15, 15]);
    await boss.send(QUEUES.rollups, {});
    await vi.waitFor(
      async () =>
        expect(((await db.execute(sql`select count(*)::int as n from funnel_rollup_queue`)) as unknown as { rows: unknown[] }).rows).toEqual([{ n: 0 }]),
      {
        timeout: 60_000,
        interval: 250,
      },
    );
    expect(await funnel(db, {}, now)).toEqual(before);
  });
});
