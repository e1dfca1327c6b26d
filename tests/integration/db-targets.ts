import { afterAll, beforeAll } from 'vitest';
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
 * An empty database of its own on the PostgreSQL server of `url` (test files run in parallel): its URL,
 * and `drop` to remove it again. The role needs CREATEDB (.ci/run grants it).
 */
export async function scratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `exhale_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    url: scoped.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** A fresh, migrated database: PGlite in memory, or on the server a scratch database, dropped again on close. */
export async function freshDb(url: string): Promise<{ db: Db; close: () => Promise<void> }> {
  if (!url.startsWith('postgres')) return openDb(url);
  const scratch = await scratchDatabase(url);
  const opened = await openDb(scratch.url);
  return {
    db: opened.db,
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}

/**
 * A fresh database for the tests of the enclosing block: opened before them and handed to `use` (which
 * keeps it and may fill it), closed after them.
 */
export function freshDbForBlock(url: string, use: (db: Db) => void | Promise<void>) {
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const opened = await freshDb(url);
    close = opened.close;
    await use(opened.db);
  });
  afterAll(async () => close?.());
}
