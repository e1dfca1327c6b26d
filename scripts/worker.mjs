// `npm run worker`: works the job queue (newsletters, email) in a process of its own, next to any
// number of app processes and other workers on the same PostgreSQL (DATABASE_URL). Same environment
// as the app (lib/env.ts, and MAIL_* in lib/jobs/config.ts). Stops gracefully on SIGTERM/SIGINT:
// the jobs in hand finish, or their leases run out and another worker takes them over.
// Run through tsx (TypeScript). `server-only` marks modules that must never reach a browser bundle;
// this is a server process, so the marker resolves to its empty server build here too.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
require.cache[marker] = { id: marker, filename: marker, loaded: true, exports: {} };
const { runProcessWorker } = await import('../lib/compose/run-worker.ts');

const stop = await runProcessWorker('[worker]');
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: stopping`);
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error('[worker] could not stop cleanly:', error);
        process.exit(1);
      },
    );
  });
}
