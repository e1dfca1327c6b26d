// `npm run rollups:backfill`: builds the admin figures' rollups anew from the raw rows of DATABASE_URL
// (lib/compose/rollups.ts), for data that was there before them or loaded around them. Safe to run any
// time: writes to a table wait while its rollup is rebuilt, reads do not. Run through tsx.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const marker = require.resolve('server-only');
require.cache[marker] = { id: marker, filename: marker, loaded: true, exports: {} };
const { openDb } = await import('../lib/db/index.ts');
const { backfillRollups } = await import('../lib/compose/rollups.ts');

const url = process.argv[2] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('usage: npm run rollups:backfill [-- postgres://…]   (or set DATABASE_URL)');
  process.exit(2);
}
// Migrated by the app's own opening; then, on PostgreSQL, a connection without the app's 30-second query
// timeout: a rebuild over millions of rows takes minutes.
const opened = await openDb(url);
let target = opened;
if (/^postgres(ql)?:\/\//.test(url)) {
  await opened.close();
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  target = { db: drizzle(pool), close: () => pool.end() };
}
try {
  console.log(JSON.stringify(await backfillRollups(target.db)));
} finally {
  await target.close();
}
