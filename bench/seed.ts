// The bench seed (not the default seed): fills a PostgreSQL database with data of production size for
// the admin pages and /account — at BENCH_SCALE 1 (the default): 10 000 000 onboarding funnel events,
// 1 000 000 purchases, 100 000 members with quit plans (several time zones) and up to a year of daily
// check-ins, 100 000 newsletter subscribers, and a code campaign of 100 000 codes (a fifth redeemed)
// plus a few small ones. BENCH_SCALE=0.01 seeds a hundredth (a quick run; the campaigns stay whole).
// Set-based SQL (generate_series), one transaction per part; resumable and idempotent: a table
// bench_seed records each finished part with its row count, and a part already there at this scale is
// skipped (at another scale its bench rows are replaced). Then the post-seed step (postSeed below).
// Usage: tsx bench/seed.ts postgres://…/exhale_bench  (creates the database if missing). Prints JSON.
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { openDb, type Db } from '../lib/db/index';
import { backfillRollups } from '../lib/compose/rollups';
import { FUNNEL_STEPS } from '../lib/funnel/schema';
import { memberInserts } from './members';

export const BENCH_CAMPAIGN_ID = '00000000-0000-4000-8000-0000000be001';
const SCALE = Number(process.env.BENCH_SCALE || 1);
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`BENCH_SCALE must be in (0, 1], not ${process.env.BENCH_SCALE}`);
const scaled = (n: number) => Math.max(1, Math.round(n * SCALE));
const EVENTS = scaled(10_000_000);
const USERS = scaled(4_000_000); // ~2.8 steps each on average: enough users to reach EVENTS
const PURCHASES = scaled(1_000_000);
const MEMBERS = scaled(100_000);
const SUBSCRIBERS = scaled(100_000);
const CODES = 100_000;
const SMALL_CAMPAIGNS = 9;
const SMALL_CODES = 1_000;
const LOCALES = ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-PT', 'ru-RU'];

/** Tables whose rows feed the admin figures' rollups through triggers (migration 0017). */
const ROLLED_UP = ['onboarding_events', 'purchases', 'check_ins', 'reminder_sends'];

/**
 * THE POST-SEED STEP: runs after every part is seeded (and when all were already there), before the
 * statistics are refreshed: the per-day rollups built anew from the raw rows (the seed writes with
 * the rollup triggers off: a bulk load is cheaper counted once afterwards than row set by row set).
 */
async function postSeed(db: Db): Promise<void> {
  await backfillRollups(db);
}

const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('usage: tsx bench/seed.ts postgres://…');

/** Creates the database of `url` if it does not exist (the role needs CREATEDB). */
async function ensureDatabase(target: string) {
  const u = new URL(target);
  const name = decodeURIComponent(u.pathname.slice(1));
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function main(target: string) {
  const t0 = Date.now();
  await ensureDatabase(target);
  // Migrated by the app's own opening; then a connection without the app's 30-second query timeout:
  // a part inserts up to ten million rows.
  const opened = await openDb(target);
  await opened.close();
  const pool = new pg.Pool({ connectionString: target, max: 1 });
  const db = drizzle(pool) as unknown as Db;
  const close = () => pool.end();
  const timings: Record<string, number | 'present'> = {};

  await db.execute(sql`create table if not exists bench_seed (part text primary key, target bigint not null, done_at timestamptz not null default now())`);
  /** Seeds a part unless bench_seed says it is there with `target` rows; else clears it (`clear`) and fills it, in one transaction. */
  async function part(name: string, target: number, clear: SQL[], fill: SQL[]) {
    const [done] = ((await db.execute(sql`select target from bench_seed where part = ${name}`)) as unknown as { rows: { target: string }[] }).rows;
    if (done && Number(done.target) === target) {
      timings[name] = 'present';
      return;
    }
    const start = Date.now();
    console.error(`[bench seed] ${name}: ${target} …`);
    await db.transaction(async (tx) => {
      for (const q of [...clear, ...fill]) await tx.execute(q);
      await tx.execute(sql`insert into bench_seed (part, target) values (${name}, ${target})
                           on conflict (part) do update set target = excluded.target, done_at = now()`);
    });
    timings[name] = Date.now() - start;
  }

  const steps = sql.raw(`array[${FUNNEL_STEPS.map((s) => `'${s}'`).join(',')}]`);

  // The rollup triggers are off while the parts load (postSeed rebuilds the rollups), on again after.
  const triggers = (on: boolean) => Promise.all(ROLLED_UP.map((t) => db.execute(sql.raw(`alter table ${t} ${on ? 'enable' : 'disable'} trigger user`))));
  await triggers(false);
  try {
    // Onboarding: USERS users over the last 365 days, each reaching 1–6 steps (a funnel: fewer reach each
    // next step), 45 % iOS, 45 % Android, 10 % web; exactly EVENTS rows.
    await part(
      'onboardingEvents',
      EVENTS,
      [sql`delete from onboarding_events where uid like 'bench-user-%'`],
      [
        sql`insert into onboarding_events (uid, step, platform, at, received_at)
          select 'bench-user-' || u.id, (${steps})[s.n], u.platform, u.start + (s.n - 1) * interval '3 minutes', u.start + (s.n - 1) * interval '3 minutes'
          from (
            select id,
                   least(6, 1 + floor(6 * power(random(), 1.6)))::int as reached,
                   case when id % 20 < 9 then 'ios' when id % 20 < 18 then 'android' else 'web' end as platform,
                   now() - random() * interval '365 days' as start
            from generate_series(1, ${USERS}) as id
          ) u
          cross join lateral generate_series(1, u.reached) as s(n)
          limit ${EVENTS}`,
      ],
    );

    // Purchases over the last 365 days, in five currencies, both stores, all statuses.
    await part(
      'purchases',
      PURCHASES,
      [sql`delete from purchases where transaction_id like 'bench-%'`],
      [
        sql`insert into purchases (store, transaction_id, uid, product, price_micros, currency, status, purchased_at, expires_at, updated_at)
          select case when i % 3 = 0 then 'play-store' else 'app-store' end,
                 'bench-' || i,
                 'bench-user-' || (1 + (i::bigint * 7919) % ${USERS}),
                 case when i % 4 = 0 then 'premium.yearly' else 'premium.monthly' end,
                 (case when i % 4 = 0 then 29990000 else 4990000 end) * (case when i % 5 = 4 then 4 else 1 end),
                 (array['EUR','EUR','USD','GBP','PLN'])[1 + i % 5],
                 (array['purchased','purchased','renewed','purchased','refunded','renewed','cancelled','expired'])[1 + (i / 5) % 8],
                 p.at, p.at + case when i % 4 = 0 then interval '365 days' else interval '30 days' end, p.at
          from generate_series(1, ${PURCHASES}) as i
          cross join lateral (select now() - random() * interval '365 days' + i * interval '0 seconds' as at) p
          on conflict do nothing`,
      ],
    );

    // One campaign of CODES codes (a fifth redeemed over the last 60 days) and a few small ones.
    await part(
      'codeCampaigns',
      CODES + SMALL_CAMPAIGNS * SMALL_CODES,
      [],
      [
        sql`insert into code_campaigns (id, name, "grant", grant_days, valid_from, valid_until, prefix, code_length, created_at)
          values (${BENCH_CAMPAIGN_ID}, 'Bench: 100 000 codes', 'premium', 30, now() - interval '90 days', now() + interval '365 days', 'BN', 12, now() - interval '90 days')
          on conflict do nothing`,
        sql`insert into codes (code, campaign_id, uid, redeemed_at)
          select 'BN' || upper(substr(md5('bench-code-' || i), 1, 12)), ${BENCH_CAMPAIGN_ID},
                 case when i % 5 = 0 then 'bench-user-' || i end,
                 case when i % 5 = 0 then now() - random() * interval '60 days' end
          from generate_series(1, ${CODES}) as i
          on conflict do nothing`,
        sql`insert into code_campaigns (id, name, "grant", grant_days, valid_from, valid_until, prefix, code_length, created_at)
          select ('00000000-0000-4000-8000-0000000be1' || lpad(c::text, 2, '0'))::uuid, 'Bench: small campaign ' || c, 'premium', 7,
                 now() - interval '30 days', now() + interval '30 days', 'BS', 12, now() - c * interval '1 day'
          from generate_series(1, ${SMALL_CAMPAIGNS}) as c
          on conflict do nothing`,
        sql`insert into codes (code, campaign_id, uid, redeemed_at)
          select 'BS' || upper(substr(md5('bench-small-' || c || '-' || i), 1, 12)), ('00000000-0000-4000-8000-0000000be1' || lpad(c::text, 2, '0'))::uuid,
                 case when i % 3 = 0 then 'bench-user-' || i end,
                 case when i % 3 = 0 then now() - random() * interval '30 days' end
          from generate_series(1, ${SMALL_CAMPAIGNS}) as c, generate_series(1, ${SMALL_CODES}) as i
          on conflict do nothing`,
      ],
    );

    // Members with plans and a year of check-ins (bench/members.ts), ending today.
    await part(
      'members',
      MEMBERS,
      [
        sql`delete from check_ins where uid like 'bench-member-%'`,
        sql`delete from reminder_prefs where uid like 'bench-member-%'`,
        sql`delete from quit_plans where uid like 'bench-member-%'`,
      ],
      memberInserts({ prefix: 'bench-member-', members: MEMBERS, lastDay: sql`current_date` }),
    );

    // Newsletter subscribers in every language, most confirmed, some unsubscribed or still pending.
    await part(
      'subscribers',
      SUBSCRIBERS,
      [sql`delete from subscriptions where email like 'bench-%@example.test'`],
      [
        sql`insert into subscriptions (email, locale, status, unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at)
            select 'bench-' || i || '@example.test', (${sql.raw(`array[${LOCALES.map((l) => `'${l}'`).join(',')}]`)})[1 + i % ${LOCALES.length}],
                   case when i % 20 = 0 then 'pending' when i % 20 = 1 then 'unsubscribed' else 'active' end,
                   md5('bench-unsubscribe-' || i), t.at, case when i % 20 <> 0 then t.at + interval '5 minutes' end,
                   case when i % 20 = 1 then t.at + interval '30 days' end
            from generate_series(1, ${SUBSCRIBERS}) as i
            cross join lateral (select now() - (i % 730) * interval '1 day' as at) t
            on conflict do nothing`,
      ],
    );

    // ---- post-seed step (derived data such as rollups; see postSeed above) ----
    const tPost = Date.now();
    await postSeed(db);
    timings.postSeed = Date.now() - tPost;

    // Fresh statistics, and a visibility map so the queries can read from indexes alone.
    if (Object.entries(timings).some(([k, t]) => k !== 'postSeed' && t !== 'present'))
      await db.execute(sql`vacuum (analyze) onboarding_events, purchases, code_campaigns, codes, quit_plans, check_ins, reminder_prefs, subscriptions`);

    const counts = (
      (await db.execute(sql`select
        (select count(*) from onboarding_events)::int as "onboardingEvents",
        (select count(*) from purchases)::int as purchases,
        (select count(*) from codes where campaign_id = ${BENCH_CAMPAIGN_ID})::int as "campaignCodes",
        (select count(redeemed_at) from codes where campaign_id = ${BENCH_CAMPAIGN_ID})::int as "campaignRedeemed",
        (select count(*) from quit_plans where uid like 'bench-member-%')::int as members,
        (select count(*) from check_ins where uid like 'bench-member-%')::int as "memberCheckIns",
        (select count(*) from subscriptions where email like 'bench-%@example.test')::int as subscribers`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows[0];
    console.log(JSON.stringify({ campaignId: BENCH_CAMPAIGN_ID, scale: SCALE, counts, ms: timings, totalMs: Date.now() - t0 }));
  } finally {
    await triggers(true);
    await close();
  }
}

main(url).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
