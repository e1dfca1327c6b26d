// The in-app worker that cannot start is visible (issue #37): its status, and the health answer the
// edge's and the container's health checks read.
import { describe, expect, it, vi } from 'vitest';

// A PostgreSQL address where nothing listens: the worker's start fails as it would with the server down.
process.env.DATABASE_URL = 'postgres://exhale:exhale@127.0.0.1:1/exhale';
process.env.WORKER_IN_APP = 'true';
const { startInAppWorker } = await import('@/lib/compose/run-worker');
const { workerStatus, setWorkerStatus } = await import('@/lib/jobs/status');
const { health } = await import('@/lib/jobs/health');

describe('the in-app worker and the health answer', () => {
  it('a worker that could not start says so, with its error and when it tries again; health answers 503 without the error text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    startInAppWorker();
    await vi.waitFor(() => expect(workerStatus().state).toBe('failed'), { timeout: 15_000, interval: 50 });
    const status = workerStatus();
    if (status.state !== 'failed') throw new Error('not failed');
    expect(status.error).toMatch(/ECONNREFUSED|connect/);
    expect(Date.parse(status.retryAt) - Date.parse(status.since)).toBeGreaterThanOrEqual(29_000);
    expect(Date.parse(status.since)).toBeGreaterThanOrEqual(started - 1000);

    const answer = await health();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ status: 'unavailable', problems: ['sending is stopped: the job worker could not start'], jobs: { worker: 'failed' } });
    // The error may name internal hosts and ports: only the admin's page shows it.
    expect(JSON.stringify(answer.body)).not.toContain('127.0.0.1');
    expect(JSON.stringify(answer.body)).not.toContain(status.error);
  });

  it('a running worker is healthy', async () => {
    setWorkerStatus({ state: 'running', since: new Date().toISOString() });
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', problems: [], jobs: { worker: 'running' } } });
  });
});
