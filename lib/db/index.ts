import 'server-only';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
/**
 * A database handle. Each area owns its tables (lib/<area>/tables.ts) and queries them with the query
 * builder; the relational API (`db.query.*`), which would need every table here, is not used.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of `db.execute(sql…)` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

const migrationsFolder = join(process.cwd(), 'lib/db/migrations');

/**
 * How long a PostgreSQL server may stay silent: a connection not made within `connectMs`, or a query
 * not answered within `queryMs`, fails, so a request while the database is unreachable ends in the
 * server-error page instead of hanging. Idle connections are dropped after `idleMs`.
 */
export const DB_TIMEOUTS = { connectMs: 5_000, queryMs: 30_000, idleMs: 30_000 } as const;

/** The advisory lock key that serializes migrations on one PostgreSQL database (any fixed number; "exhale" in ASCII). */
const MIGRATION_LOCK = 0x65_78_68_61_6c_65;

/**
 * Opens a database and brings its schema up to date. `url` selects a PostgreSQL server
 * (`postgres://…`), `memory://` an in-memory PGlite (tests), anything else a PGlite folder.
 */
export async function openDb(url: string, opts: { migrationsSchema?: string } = {}): Promise<{ db: Db; close: () => Promise<void> }> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
      query_timeout: DB_TIMEOUTS.queryMs,
      idleTimeoutMillis: DB_TIMEOUTS.idleMs,
      keepAlive: true,
    });
    // A pooled connection that breaks while idle (server restarted, network cut) is dropped and
    // reported; without this listener the 'error' event would end the process.
    pool.on('error', (error) => {
      console.error('[db] idle connection lost:', error.message);
      probeState().stale = true; // the next databaseReachable() asks again instead of trusting its last answer
    });
    const db = drizzle(pool);
    // Instances starting together migrate one after another: the first applies what is missing, the
    // others wait for its lock and then find nothing to do (without it, two ran the same CREATE TABLE).
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder, ...(opts.migrationsSchema ? { migrationsSchema: opts.migrationsSchema } : {}) });
    } finally {
      // A connection whose unlock failed may still hold the lock: closed rather than pooled.
      const unlocked = await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
        () => true,
        () => false,
      );
      lock.release(!unlocked);
    }
    return { db: db as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = url.replace(/^file:\/\//, '');
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = dir === 'memory://' ? new PGlite() : new PGlite(dir);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}

/** Where this process keeps its data: DATABASE_URL, or PGlite under EXHALE_DATA_DIR (embedded). */
export function databaseUrl(): string {
  const e = env();
  return e.DATABASE_URL ?? join(e.EXHALE_DATA_DIR, 'pglite');
}

type ProbeState = { at: number; ok: boolean; stale: boolean; probing: Promise<boolean> | null };
// Shared through globalThis: proxy.ts and the pages are bundled apart but run in one process.
const globalDb = globalThis as unknown as {
  __exhaleDb?: Promise<{ db: Db; close: () => Promise<void> }>;
  __exhaleDbOpened?: boolean;
  __exhaleDbProbe?: ProbeState;
  __exhaleDbSeed?: Seeder;
};

/** What fills the process's database once it is migrated (reference lists; demo data in embedded mode). */
export type Seeder = (db: Db) => Promise<void>;

/**
 * Sets what db() runs once on the process's database after its migrations, before anyone uses it:
 * lib/compose/seed.ts's seeding, set where a process starts (instrumentation.ts, the job worker, the
 * tests' setup). It names every area's tables, which this lowest folder may not import.
 */
export function seedProcessDatabaseWith(seed: Seeder) {
  globalDb.__exhaleDbSeed = seed;
}
const probeState = (): ProbeState => (globalDb.__exhaleDbProbe ??= { at: 0, ok: true, stale: true, probing: null });

/** The process's database (opened, migrated and seeded once). */
export async function db(): Promise<Db> {
  globalDb.__exhaleDb ??= openDb(databaseUrl()).then(async (opened) => {
    await globalDb.__exhaleDbSeed?.(opened.db);
    return opened;
  });
  try {
    const { db } = await globalDb.__exhaleDb;
    globalDb.__exhaleDbOpened = true;
    return db;
  } catch (error) {
    globalDb.__exhaleDb = undefined; // try again on the next request
    throw error;
  }
}

/**
 * An area function on the process's database: `(db, ...args)` becomes `(...args)`. Areas export these
 * for pages and route handlers, which never open the database themselves (tests/unit/architecture.test.ts).
 */
export function onProcessDb<A extends unknown[], R>(fn: (db: Db, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => fn(await db(), ...args);
}

/** How long a database check stays valid, and how long the check may take before it counts as a failure. */
export const DB_PROBE = { freshMs: 2_000, timeoutMs: 2_500 } as const;
/**
 * Whether the database answers a `select 1` within DB_PROBE.timeoutMs, checked at most once every
 * DB_PROBE.freshMs (concurrent callers share one check), and again at once after an idle pooled
 * connection broke (the pool's 'error' event; a connection that breaks during a query does not count). proxy.ts asks it before a page that cannot answer without the database, so an outage is
 * answered by the server-error page rendered on the server instead of by each request waiting for
 * the pool's timeouts. Until this process has opened the database once, it says yes: the first page
 * waits for migrations and seeding.
 */
export async function databaseReachable(now = Date.now()): Promise<boolean> {
  if (!globalDb.__exhaleDbOpened) return true;
  const state = probeState();
  if (!state.stale && now - state.at < DB_PROBE.freshMs) return state.ok;
  state.probing ??= (async () => {
    state.stale = false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DB_PROBE.timeoutMs);
    });
    const check = db()
      .then((d) => d.execute(sql`select 1`))
      .then(
        () => true,
        () => false,
      );
    const ok = await Promise.race([check, timeout]);
    clearTimeout(timer);
    Object.assign(state, { at: Date.now(), ok });
    return ok;
  })().finally(() => {
    state.probing = null;
  });
  return state.probing;
}
