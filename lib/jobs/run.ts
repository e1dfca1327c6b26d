import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { mailTransport } from '@/lib/email';
import { jobs } from './index';
import { jobConfig } from './config';
import { startWorker } from './worker';

/**
 * Works the job queue in this process: inside the web app (instrumentation.ts, unless
 * WORKER_IN_APP=false) or as its own process (`npm run worker`, any number of them on PostgreSQL).
 */
export async function runProcessWorker(label = '[jobs]') {
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
  const attempt = () =>
    runProcessWorker('[jobs] in-app worker:').catch((error) => {
      console.error('[jobs] the in-app worker could not start, trying again in 30 s:', (error as Error).message);
      setTimeout(attempt, 30_000).unref();
    });
  void attempt();
}
