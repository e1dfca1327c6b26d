import 'server-only';
import { databaseReachable } from '@/lib/db';
import { workerStatus } from './status';

/**
 * The instance's health (GET /api/health): 200 while it can do its work, 503 when this process's job
 * worker could not start (sending is stopped: newsletters and email wait in the queue) or the database
 * does not answer. Says which, and since when; never the error's text, which may name internal hosts
 * (the admin's email page shows it).
 */
export async function health() {
  const jobs = workerStatus();
  const database = (await databaseReachable()) ? 'reachable' : 'unreachable';
  const problems = [
    ...(jobs.state === 'failed' ? ['sending is stopped: the job worker could not start'] : []),
    ...(database === 'unreachable' ? ['the database does not answer'] : []),
  ];
  return {
    status: problems.length ? 503 : 200,
    body: { status: problems.length ? 'unavailable' : 'ok', problems, database, jobs: { worker: jobs.state, since: jobs.since } },
  };
}
