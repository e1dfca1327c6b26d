import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { rowsOf } from '@/lib/db';
import { reminderPrefs, reminderSends } from './tables';
import { CHECK_IN_HOURS, MILESTONE_AFTER, REMINDER_DEFAULTS, WINDOWS, type ReminderKind, type RemindersInput } from './schema';

/** The table's column of each kind's switch. */
const COLUMN = {
  'quit-eve': reminderPrefs.quitEve,
  'quit-morning': reminderPrefs.quitMorning,
  milestone: reminderPrefs.milestone,
  'weekly-summary': reminderPrefs.weeklySummary,
  'check-in': reminderPrefs.checkIn,
} as const satisfies Record<ReminderKind, unknown>;
const FIELD = {
  'quit-eve': 'quitEve',
  'quit-morning': 'quitMorning',
  milestone: 'milestone',
  'weekly-summary': 'weeklySummary',
  'check-in': 'checkIn',
} as const satisfies Record<ReminderKind, keyof typeof reminderPrefs.$inferSelect>;

export interface Reminders {
  kinds: Record<ReminderKind, boolean>;
  checkInHour: number;
  locale: string | null;
}

const prefsOut = (row: typeof reminderPrefs.$inferSelect | undefined): Reminders => ({
  kinds: row
    ? { 'quit-eve': row.quitEve, 'quit-morning': row.quitMorning, milestone: row.milestone, 'weekly-summary': row.weeklySummary, 'check-in': row.checkIn }
    : { ...REMINDER_DEFAULTS },
  checkInHour: row?.checkInHour ?? CHECK_IN_HOURS.default,
  locale: row?.locale ?? null,
});

/** The member's choices (the defaults without a row). */
export async function selectPrefs(db: Db, uid: string): Promise<Reminders> {
  const [row] = await db.select().from(reminderPrefs).where(eq(reminderPrefs.uid, uid));
  return prefsOut(row);
}

/** Stores the member's choices (one row per member, replaced in place); the language only when given. */
export async function savePrefs(db: Db, uid: string, input: RemindersInput, now = new Date()): Promise<Reminders> {
  const values = {
    quitEve: input.kinds['quit-eve'],
    quitMorning: input.kinds['quit-morning'],
    milestone: input.kinds.milestone,
    weeklySummary: input.kinds['weekly-summary'],
    checkIn: input.kinds['check-in'],
    checkInHour: input.checkInHour,
    ...(input.locale ? { locale: input.locale } : {}),
    updatedAt: now,
  };
  const [row] = await db
    .insert(reminderPrefs)
    .values({ uid, ...values })
    .onConflictDoUpdate({ target: reminderPrefs.uid, set: values })
    .returning();
  return prefsOut(row);
}

/** Switches one kind off (the one-click unsubscribe): the other choices stay as they were. */
export async function switchOff(db: Db, uid: string, kind: ReminderKind, now = new Date()) {
  await db
    .insert(reminderPrefs)
    .values({ uid, [FIELD[kind]]: false, updatedAt: now })
    .onConflictDoUpdate({ target: reminderPrefs.uid, set: { [FIELD[kind]]: false, updatedAt: now } });
}

export interface Claim {
  uid: string;
  kind: ReminderKind;
  day: string;
}

const on = (kind: ReminderKind) => sql`coalesce(${COLUMN[kind]}, ${REMINDER_DEFAULTS[kind]})`;
const within = (w: { from: number; to: number }) => sql`h >= ${w.from}::int and h < ${w.to}::int`;

/**
 * The scan: one statement over every plan. It takes each member's local time at `now` (PostgreSQL's
 * `AT TIME ZONE` with the plan's IANA zone, so daylight saving is the zone's own), finds the kinds
 * whose local send window it is, and claims them: one reminder_sends row per member, kind and local
 * day, inserted on conflict do nothing. Only the rows this statement inserted come back: a reminder
 * another scan (another worker, an earlier run in the same window) claimed is not returned again.
 */
export async function claimDue(db: Db, now: Date): Promise<Claim[]> {
  const milestones = sql.join(
    Object.values(MILESTONE_AFTER).map((after) => sql`(quit_date + ${after}::interval)::date`),
    sql`, `,
  );
  const r = await db.execute(sql`
    with local as (
      select p.uid, p.quit_date, t.at::date as d, extract(hour from t.at)::int as h,
             ${on('quit-eve')} as quit_eve, ${on('quit-morning')} as quit_morning, ${on('milestone')} as milestone,
             ${on('weekly-summary')} as weekly, ${on('check-in')} as check_in,
             coalesce(${reminderPrefs.checkInHour}, ${CHECK_IN_HOURS.default}::int) as check_in_hour
      from quit_plans p
      left join ${reminderPrefs} on ${reminderPrefs.uid} = p.uid
      cross join lateral (select ${now.toISOString()}::timestamptz at time zone p.time_zone as at) t
    ), due as (
      select uid, 'quit-eve' as kind, d from local where quit_eve and d = quit_date - 1 and ${within(WINDOWS['quit-eve'])}
      union all
      select uid, 'quit-morning', d from local where quit_morning and d = quit_date and ${within(WINDOWS['quit-morning'])}
      union all
      select uid, 'milestone', d from local where milestone and d in (${milestones}) and ${within(WINDOWS.milestone)}
      union all
      select uid, 'weekly-summary', d from local
      where weekly and extract(isodow from d) = 1 and d > quit_date + 1 and ${within(WINDOWS['weekly-summary'])}
      union all
      select uid, 'check-in', d from local
      where check_in and h = check_in_hour and not exists (select 1 from check_ins c where c.uid = local.uid and c.day = local.d)
    )
    insert into ${reminderSends} (uid, kind, day)
    select uid, kind, d from due
    on conflict do nothing
    returning uid, kind, day::text as day`);
  return rowsOf<Claim>(r);
}

/**
 * Claims without a send job waiting or running although it is still their member's day at `now`: the
 * scan's worker died between claiming and queueing, or the send job failed for good. They are queued
 * again; the send job sends each once. The jobs are pg-boss's (`queue`, keyed by claimKey): two indexed
 * reads and a set difference here, whose cost does not depend on the planner's guess of a queue that
 * just grew by thousands of jobs (a nested anti-join over both took minutes).
 */
export async function unsentToday(db: Db, now: Date, queue: string): Promise<Claim[]> {
  const unsent = rowsOf<Claim>(
    await db.execute(sql`
      select s.uid, s.kind, s.day::text as day from ${reminderSends} s
      join quit_plans p on p.uid = s.uid
      where s.sent_at is null and s.day >= (${now.toISOString()}::timestamptz - interval '1 day')::date
        and s.day = (${now.toISOString()}::timestamptz at time zone p.time_zone)::date`),
  );
  if (!unsent.length) return [];
  const pending = rowsOf<{ key: string }>(
    await db.execute(sql`
      select singleton_key as key from pgboss.job
      where name = ${queue} and state in ('created', 'retry', 'active') and singleton_key is not null`),
  );
  const held = new Set(pending.map((j) => j.key));
  return unsent.filter((c) => !held.has(`${c.uid}:${c.kind}:${c.day}`));
}

/** What a send needs of the member: the plan, whether the kind is still on, and the language of the emails. */
export async function sendFacts(db: Db, c: Claim) {
  const r = await db.execute(sql`
    select s.sent_at is not null as sent, ${on(c.kind)} as enabled, p.quit_date::text as quit_date,
           coalesce(${reminderPrefs.locale}, (select n.locale from subscriptions n where n.uid = s.uid order by n.created_at desc limit 1)) as locale
    from ${reminderSends} s
    left join quit_plans p on p.uid = s.uid
    left join ${reminderPrefs} on ${reminderPrefs.uid} = s.uid
    where s.uid = ${c.uid} and s.kind = ${c.kind} and s.day = ${c.day}::date`);
  const [row] = rowsOf<{ sent: boolean; enabled: boolean; quit_date: string | null; locale: string | null }>(r);
  return row;
}

/** Marks a claimed reminder sent (once: a second worker's late mark changes nothing). */
export async function markSent(db: Db, c: Claim, at = new Date()) {
  await db
    .update(reminderSends)
    .set({ sentAt: at })
    .where(and(eq(reminderSends.uid, c.uid), eq(reminderSends.kind, c.kind), eq(reminderSends.day, c.day), isNull(reminderSends.sentAt)));
}
