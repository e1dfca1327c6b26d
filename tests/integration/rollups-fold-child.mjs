// A fold that dies inside its transaction (tests/integration/rollups-kill.test.ts): folds a batch of the
// database's queued onboarding events, says so when its writes are done, then waits to be killed.
// Run through tsx; `server-only` resolves to its empty server build, as in scripts/worker.mjs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
require.cache[marker] = { id: marker, filename: marker, loaded: true, exports: {} };
const { openDb } = await import('../../lib/db/index.ts');
const { foldFunnel } = await import('../../lib/funnel/rollups.ts');

const { db } = await openDb(process.argv[2]);
await foldFunnel(db, Number(process.argv[3]), async () => {
  console.log('folded, not committed');
  await new Promise(() => {});
});
