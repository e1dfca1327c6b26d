import { openDb, type Db } from '@/lib/db';
import pg from 'pg';

/**
 * Where the data tests run: always PGlite (in memory); also a real PostgreSQL server when
 * TEST_DATABASE_URL is set (.ci/run installs Debian's postgresql and sets it).
 */
export const dbTargets: Array<[string, string | undefined]> = [
  ['PGlite', 'memory://'],
  ['PostgreSQL', process.env.TEST_DATABASE_URL],
];

/**
 * A fresh, migrated database: PGlite in memory, or on the server a database of its own (test files
 * run in parallel), dropped again on close. The role needs CREATEDB (.ci/run grants it).
 */
export async function freshDb(url: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (!url.startsWith('postgres')) return openDb(url);
  const name = `exhale_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const opened = await openDb(scoped.toString());
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
