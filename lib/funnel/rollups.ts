import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';

/**
 * The funnel's rollup (issue #36): distinct users per step and period without reading a period's events.
 *
 * A user reaches a step on some UTC days. `funnel_rollups` counts, per (step, platform, day), the users
 * who reached the step that day, keyed by the day they reached it last before (`prev_day`, NONE when
 * never). In a period [F, T) every such user has exactly one day whose previous day lies before F: the
 * first of theirs in the period. So the period's users are the rows with F ≤ day < T and prev_day < F:
 * exact for any period of whole days, from a few rows per day. Platform '' is any platform.
 *
 * The rollup holds exactly the events that are not in `funnel_rollup_queue` (a trigger queues every new
 * event). `foldFunnel` moves a batch from the queue into the rollup in one transaction (one fold at a
 * time): it deletes the batch's queue rows and adds the difference their days make to each user's chain
 * of days. A fold that dies rolls back whole; a second run folds what the first did not: each event is
 * counted once. Readers add the queue's events raw (a minute's worth when the job runs). A deleted event
 * (a member's data erased) leaves the rollup in its deleting statement (a trigger: migration 0017).
 */
export const NONE = '0001-01-01';
export const FOLD_BATCH = 5000;

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** (step, platform, day, prev_day) → count of users, for one user's chain of days (sorted, distinct). */
function chain(days: string[], into: Map<string, number>, key: string, sign: number) {
  days.forEach((day, i) => {
    const k = `${key}\u0000${day}\u0000${i ? days[i - 1] : NONE}`;
    into.set(k, (into.get(k) ?? 0) + sign);
  });
}

/**
 * Folds up to `limit` queued events into the rollup. Returns how many it took from the queue (0: the queue
 * is empty). `beforeCommit` runs inside the transaction after the work (tests kill a fold there).
 */
export async function foldFunnel(db: Db, limit = FOLD_BATCH, beforeCommit?: () => Promise<void>): Promise<number> {
  return db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      // One fold at a time (deletions of events take the same lock: migration 0017), and a snapshot taken
      // after the lock (LOCK takes none): the folded events and the queue as the last fold left them.
      await t.execute(sql`lock table funnel_rollups in exclusive mode`);
      const batch = await rowsOf<{ id: string; uid: string | null; step: string; platform: string; day: string }>(
        t,
        sql`select q.id, e.uid, e.step, e.platform, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD') as day
          from (select id from funnel_rollup_queue limit ${limit}) q left join onboarding_events e on e.id = q.id`,
      );
      if (!batch.length) {
        await beforeCommit?.();
        return 0;
      }
      // An event deleted while queued (its member's data erased) is dropped with its queue row.
      const events = batch.filter((e) => e.uid !== null);
      const uids = [...new Set(events.map((e) => e.uid!))];
      // The days each affected user reached each step in the events already folded (not queued).
      const folded = uids.length
        ? await rowsOf<{ uid: string; step: string; platform: string; day: string }>(
            t,
            sql`select distinct o.uid, o.step, o.platform, to_char(o.at at time zone 'UTC', 'YYYY-MM-DD') as day
              from onboarding_events o
              where o.uid = any(${sql.param(uids)}::text[]) and not exists (select 1 from funnel_rollup_queue q where q.id = o.id)`,
          )
        : [];
      const before = new Map<string, Set<string>>();
      const after = new Map<string, Set<string>>();
      const add = (m: Map<string, Set<string>>, key: string, day: string) => m.set(key, (m.get(key) ?? new Set()).add(day));
      const keys = (e: { uid: string | null; step: string; platform: string }) => [e.platform, ''].map((p) => `${e.step}\u0000${p}\u0001${e.uid}`);
      const touched = new Set(events.flatMap(keys));
      for (const e of folded)
        for (const k of keys(e)) {
          if (!touched.has(k)) continue;
          add(before, k, e.day);
          add(after, k, e.day);
        }
      for (const e of events) for (const k of keys(e)) add(after, k, e.day);
      const delta = new Map<string, number>();
      for (const k of touched) {
        const group = k.slice(0, k.indexOf('\u0001'));
        chain([...(before.get(k) ?? [])].sort(), delta, group, -1);
        chain([...after.get(k)!].sort(), delta, group, 1);
      }
      const changes = [...delta].filter(([, n]) => n !== 0).map(([k, n]) => [...k.split('\u0000'), n] as [string, string, string, string, number]);
      if (changes.length) {
        const col = (i: number) => sql.param(changes.map((c) => c[i]));
        await t.execute(sql`insert into funnel_rollups (step, platform, day, prev_day, users)
        select * from unnest(${col(0)}::text[], ${col(1)}::text[], ${col(2)}::date[], ${col(3)}::date[], ${col(4)}::int[])
        on conflict (step, platform, day, prev_day) do update set users = funnel_rollups.users + excluded.users`);
        await t.execute(sql`delete from funnel_rollups where users = 0`);
      }
      await t.execute(sql`delete from funnel_rollup_queue where id = any(${sql.param(batch.map((e) => e.id))}::uuid[])`);
      await beforeCommit?.();
      return batch.length;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Folds until the queue is empty (or `maxBatches` batches). Returns the events folded. */
export async function foldAllFunnel(db: Db, maxBatches = Infinity) {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await foldFunnel(db);
    total += n;
    if (n === 0) break;
  }
  return total;
}

/**
 * Builds the rollup anew from every event, set-based (for existing data and after bulk loads: the bench
 * seed), and empties the queue. Writes to the events wait meanwhile (a share lock); reads do not.
 */
export async function rebuildFunnelRollup(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table funnel_rollups in exclusive mode`);
    await tx.execute(sql`lock table onboarding_events in share mode`);
    await tx.execute(sql`delete from funnel_rollups`);
    await tx.execute(sql`insert into funnel_rollups (step, platform, day, prev_day, users)
      select step, platform, day, coalesce(prev, ${NONE}::date), count(*)::int from (
        select step, platform, day, lag(day) over (partition by step, platform, uid order by day) as prev
        from (
          select distinct step, platform, uid, (at at time zone 'UTC')::date as day from onboarding_events
          union all
          select distinct step, '', uid, (at at time zone 'UTC')::date from onboarding_events
        ) d
      ) c group by 1, 2, 3, 4`);
    await tx.execute(sql`truncate funnel_rollup_queue`);
  });
}

export type Reach = {
  /** Rollup rows of the range read (prev_day < the range's start). */
  rolled: Array<{ step: string; day: string; prev: string; n: number }>;
  /** Queued events of the range, with the days the same user reached the step in folded events of the range. */
  queued: Array<{ uid: string; step: string; day: string; folded: string[] }>;
};

/**
 * What counts distinct users per step for any whole-day periods inside [from, to) (YYYY-MM-DD, `to`
 * exclusive): read once, counted per period by `usersIn`. `platform` '' is any platform; `single`: only
 * [from, to) itself will be counted (fewer rows read).
 */
export async function reach(db: Db, o: { from: string; to: string; platform: string; steps?: string[]; single?: boolean }): Promise<Reach> {
  const steps = o.steps ? sql`and step = any(${sql.param(o.steps)}::text[])` : sql``;
  const estep = o.steps ? sql`and e.step = any(${sql.param(o.steps)}::text[])` : sql``;
  const platform = o.platform ? sql`and e.platform = ${o.platform}` : sql``;
  const samePlatform = o.platform ? sql`and f.platform = e.platform` : sql``;
  const [from, to] = [sql`${o.from}::date::timestamp at time zone 'UTC'`, sql`${o.to}::date::timestamp at time zone 'UTC'`];
  // One statement, so one snapshot: a fold committing meanwhile moves events from the queue to the
  // rollup, never into both or neither of what is read here.
  const rows = await rowsOf<{ step: string; day: string; prev: string | null; n: number | null; uid: string | null; folded: string[] | null }>(
    db,
    sql`select step, to_char(day, 'YYYY-MM-DD') as day, to_char(prev_day, 'YYYY-MM-DD') as prev, users as n, null as uid, null::text[] as folded
        from funnel_rollups
        where platform = ${o.platform} and day >= ${o.from}::date and day < ${o.to}::date and prev_day < ${o.single ? o.from : o.to}::date ${steps}
        union all
        select e.step, to_char(e.at at time zone 'UTC', 'YYYY-MM-DD'), null, null, e.uid,
          array(select distinct to_char(f.at at time zone 'UTC', 'YYYY-MM-DD') from onboarding_events f
                where f.uid = e.uid and f.step = e.step and f.at >= ${from} and f.at < ${to} ${samePlatform}
                  and not exists (select 1 from funnel_rollup_queue q2 where q2.id = f.id))
        from funnel_rollup_queue q join onboarding_events e on e.id = q.id
        where e.at >= ${from} and e.at < ${to} ${platform} ${estep}`,
  );
  const rolled = rows.filter((r) => r.uid === null).map((r) => ({ step: r.step, day: r.day, prev: r.prev!, n: r.n! }));
  const queued = rows.filter((r) => r.uid !== null).map((r) => ({ uid: r.uid!, step: r.step, day: r.day, folded: r.folded! }));
  return { rolled, queued };
}

/** Distinct users per step in [from, to) (YYYY-MM-DD, `to` exclusive; inside the range `reach` read). */
export function usersIn(r: Reach, from: string, to: string): Map<string, number> {
  const users = new Map<string, number>();
  const bump = (step: string, n: number) => users.set(step, (users.get(step) ?? 0) + n);
  for (const x of r.rolled) if (x.day >= from && x.day < to && x.prev < from) bump(x.step, x.n);
  const seen = new Set<string>();
  for (const e of r.queued) {
    if (e.day < from || e.day >= to || e.folded.some((d) => d >= from && d < to)) continue;
    const key = `${e.step}\u0000${e.uid}`;
    if (seen.has(key)) continue;
    seen.add(key);
    bump(e.step, 1);
  }
  return users;
}
