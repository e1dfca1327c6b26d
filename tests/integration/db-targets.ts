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

/** A fresh, migrated database: PGlite in memory, or the server's schema emptied first. */
export async function freshDb(url: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (url.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
    await client.end();
  }
  return openDb(url);
}
