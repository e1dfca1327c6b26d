import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { mailTransport } from '@/lib/email';
import { jobs } from '@/lib/jobs';
import { jobConfig } from '@/lib/jobs/config';
import { startWorker } from './worker';
import { installSeeding } from './seed';
import { setWorkerStatus, workerStatus } from '@/lib/jobs/status';

/** How long the in-app worker waits before it tries to start again. */
export const WORKER_RETRY_MS = 30_000;

/**
 * Works the job queue in this process: inside the web app (instrumentation.ts, unless
 * WORKER_IN_APP=false) or as its own process (`npm run worker`, any number of them on PostgreSQL).
 */
export async function runProcessWorker(label = '[jobs]') {
  installSeeding();
  const config = jobConfig();
  const [database, boss, transport] = await Promise.all([db(), jobs(), mailTransport()]);
  const stop = await startWorker({ db: database, boss, config, siteUrl: env().SITE_URL, mail: { transport, from: env().MAIL_FROM } });
  console.log(`${label} working the queues (${config.ratePerSecond} messages/s, ${config.concurrency} in flight)`);
  return async () => {
    await stop();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  };
}

/**
 * The web app's own worker (instrumentation.ts): started unless WORKER_IN_APP=false; while the
 * database cannot be reached it tries again every 30 seconds instead of failing the server.
 */
export function startInAppWorker() {
  if (!jobConfig().workerInApp) return;
  setWorkerStatus({ state: 'starting', since: new Date().toISOString() });
  const attempt = () =>
    runProcessWorker('[jobs] in-app worker:').then(
      () => setWorkerStatus({ state: 'running', since: new Date().toISOString() }),
      (error) => {
        const message = (error as Error).message || String(error);
        console.error('[jobs] the in-app worker could not start, trying again in 30 s:', message);
        const now = Date.now();
        const before = workerStatus();
        const since = before.state === 'failed' ? before.since : new Date(now).toISOString();
        setWorkerStatus({ state: 'failed', since, error: message, retryAt: new Date(now + WORKER_RETRY_MS).toISOString() });
        setTimeout(attempt, WORKER_RETRY_MS).unref();
      },
    );
  void attempt();
}
