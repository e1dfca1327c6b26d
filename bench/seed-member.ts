// The bench's member (issue #34): a year of daily check-ins and five challenges of eight participants
// each (the friends with a plan and a year of check-ins too), for /account's server time. Set-based SQL;
// replaces what the member had, so a run starts from the same data.
// Usage: tsx bench/seed-member.ts postgres://…/exhale_bench <uid>. Prints JSON.
import { sql } from 'drizzle-orm';
import { openDb } from '../lib/db/index';

const CHALLENGES = 5;
const FRIENDS = 7; // per challenge, besides the member
const DAYS = 365;
const [url, uid] = process.argv.slice(2);
if (!url || !uid) throw new Error('usage: tsx bench/seed-member.ts postgres://… <uid>');

async function main() {
  const t0 = Date.now();
  const { db, close } = await openDb(url!);
  try {
    await db.transaction(async (tx) => {
      const friends = sql`(select 'bench-friend-' || f as uid from generate_series(1, ${CHALLENGES * FRIENDS}) f)`;
      const people = sql`(select ${uid}::text as uid union all select uid from ${friends} fr)`;
      // The member's uid is new with each emulator: the bench's challenges go by their fixed ids.
      await tx.execute(sql`delete from challenges where uid = ${uid} or id::text like '00000000-0000-4000-8000-0000000bc0%'`);
      await tx.execute(sql`delete from check_ins where uid in (select uid from ${people} p)`);
      await tx.execute(sql`delete from quit_plans where uid in (select uid from ${people} p)`);
      await tx.execute(sql`insert into quit_plans (uid, quit_date, cigarettes_per_day, pack_price_micros, pack_size, currency, time_zone, reasons, created_at)
        select uid, (now() at time zone 'Europe/Berlin')::date - ${sql.raw(String(DAYS))}, 20, 9500000, 20, 'EUR', 'Europe/Berlin', array['health','money'], now() - interval '${sql.raw(String(DAYS))} days'
        from ${people} p`);
      // One check-in a day; a slip every 23rd day, cravings that fade.
      await tx.execute(sql`insert into check_ins (uid, day, smoke_free, slips, craving, triggers, mood)
        select p.uid, (now() at time zone 'Europe/Berlin')::date - d, d % 23 <> 0, case when d % 23 = 0 then 1 else 0 end,
               least(10, d / 40 + d % 3), case when d % 5 = 0 then array['stress','coffee'] else '{}' end, 'good'
        from ${people} p, generate_series(0, ${sql.raw(String(DAYS - 1))}) d`);
      await tx.execute(sql`insert into challenges (id, uid, owner_name, days, starts_on)
        select ('00000000-0000-4000-8000-0000000bc0' || lpad(c::text, 2, '0'))::uuid, ${uid}, 'Bench member', 90,
               (now() at time zone 'Europe/Berlin')::date - c * 10
        from generate_series(1, ${CHALLENGES}) c`);
      await tx.execute(sql`insert into challenge_participants (challenge_id, uid, name)
        select ('00000000-0000-4000-8000-0000000bc0' || lpad(c::text, 2, '0'))::uuid, ${uid}, 'Bench member' from generate_series(1, ${CHALLENGES}) c
        union all
        select ('00000000-0000-4000-8000-0000000bc0' || lpad(c::text, 2, '0'))::uuid, 'bench-friend-' || ((c - 1) * ${FRIENDS} + f), 'Friend ' || f
        from generate_series(1, ${CHALLENGES}) c, generate_series(1, ${FRIENDS}) f`);
    });
    await db.execute(sql`analyze quit_plans, check_ins, challenges, challenge_participants`);
    const [counts] = (
      (await db.execute(sql`select (select count(*) from check_ins where uid = ${uid})::int as "checkIns",
        (select count(*) from challenge_participants where challenge_id in (select id from challenges where uid = ${uid}))::int as participants`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    console.log(JSON.stringify({ counts: { ...counts, challenges: CHALLENGES }, totalMs: Date.now() - t0 }));
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
