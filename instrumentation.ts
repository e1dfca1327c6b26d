/**
 * Runs once when the server starts (Next.js instrumentation). In the Node.js runtime it refuses to
 * start on a bad environment (lib/env exitOnBadEnv), records each request's socket address for per-IP
 * limits (lib/http/peer) and starts the job queue's worker (lib/jobs).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The standalone server.js does not load next.config.ts, whose check `next start` runs: check here.
    if (process.env.NEXT_PHASE !== 'phase-production-build') (await import('./lib/env')).exitOnBadEnv();
    const { recordPeerAddresses } = await import('./lib/http/peer');
    recordPeerAddresses();
    // The process's database is seeded once it is opened: reference lists, demo data in embedded mode.
    (await import('./lib/compose/seed')).installSeeding();
    // The job queue's worker (newsletters, email) in the app's process, unless WORKER_IN_APP=false.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startInAppWorker } = await import('./lib/compose/run-worker');
      startInAppWorker();
    }
  }
}
