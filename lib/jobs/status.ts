import 'server-only';

/**
 * What this process's job worker is doing, for the admin's email page and the health answer
 * (app/api/health): `off` when this process does not work the queue (WORKER_IN_APP=false, or the
 * build), `starting`, `running`, or `failed` with the error of its last attempt (it tries again every
 * 30 seconds). Kept on globalThis: instrumentation and the route handlers are separate module graphs
 * in one process.
 */
export type WorkerStatus = { state: 'off' | 'starting' | 'running'; since: string } | { state: 'failed'; since: string; error: string; retryAt: string };

const g = globalThis as unknown as { __exhaleWorkerStatus?: WorkerStatus };

export function workerStatus(): WorkerStatus {
  return g.__exhaleWorkerStatus ?? { state: 'off', since: new Date(0).toISOString() };
}

export function setWorkerStatus(status: WorkerStatus) {
  g.__exhaleWorkerStatus = status;
}
