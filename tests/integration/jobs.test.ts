import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '@/lib/db';
import { dbTargets, freshDb } from './db-targets';

const { startBoss } = await import('@/lib/jobs/boss');
const { jobConfig } = await import('@/lib/jobs/config');

for (const [name, url] of dbTargets) {
  describe.skipIf(!url)(`the job queue (pg-boss) on ${name}`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => ({ db, close } = await freshDb(url!)));
    afterAll(async () => close?.());

    it('a job sent with data is worked once, with its data', async () => {
      const boss = await startBoss(db, { ...jobConfig({} as NodeJS.ProcessEnv), leaseSeconds: 5 });
      const seen: unknown[] = [];
      await boss.work('mail-deliver', { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const j of jobs) seen.push(j.data);
      });
      await boss.send('mail-deliver', { id: 'abc', list: ['x', 'y'] }, { startAfter: new Date(Date.now() - 1000) });
      await vi.waitFor(() => expect(seen).toEqual([{ id: 'abc', list: ['x', 'y'] }]), { timeout: 10_000, interval: 100 });
      await boss.stop({ graceful: false, wait: true });
    });
  });
}
