// The bench seed (not the default seed): fills a PostgreSQL database with data of real size for the
// admin pages' server time — 1 000 000 onboarding funnel events, 100 000 purchases and a code campaign
// of 100 000 codes (a fifth redeemed), plus a few small campaigns for the list. Set-based SQL
// (generate_series), one transaction per part; idempotent: a part that is already there is skipped.
// Usage: tsx bench/seed.ts postgres://…/exhale_bench  (creates the database if missing). Prints JSON.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb } from '../lib/db/index';
import { FUNNEL_STEPS } from '../lib/funnel/schema';

export const BENCH_CAMPAIGN_ID = '00000000-0000-4000-8000-0000000be001';
const EVENTS = 1_000_000;
const USERS = 400_000; // ~2.8 steps each on average: enough users to reach EVENTS
const PURCHASES = 100_000;
const CODES = 100_000;
const SMALL_CAMPAIGNS = 9;
const SMALL_CODES = 1_000;

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
  const { db, close } = await openDb(target);
  const timings: Record<string, number | 'present'> = {};
  const exists = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows.length > 0;

  async function part(name: string, present: ReturnType<typeof sql>, fill: ReturnType<typeof sql>[]) {
    if (await exists(present)) {
      timings[name] = 'present';
      return;
    }
    const start = Date.now();
    await db.transaction(async (tx) => {
      for (const q of fill) await tx.execute(q);
    });
    timings[name] = Date.now() - start;
  }

  const steps = sql.raw(`array[${FUNNEL_STEPS.map((s) => `'${s}'`).join(',')}]`);

  try {
    // Onboarding: USERS users over the last 90 days, each reaching 1–6 steps (a funnel: fewer reach each
    // next step), 45 % iOS, 45 % Android, 10 % web; exactly EVENTS rows.
    await part('onboardingEvents', sql`select 1 from onboarding_events where uid = 'bench-user-1' limit 1`, [
      sql`insert into onboarding_events (uid, step, platform, at, received_at)
          select 'bench-user-' || u.id, (${steps})[s.n], u.platform, u.start + (s.n - 1) * interval '3 minutes', u.start + (s.n - 1) * interval '3 minutes'
          from (
            select id,
                   least(6, 1 + floor(6 * power(random(), 1.6)))::int as reached,
                   case when id % 20 < 9 then 'ios' when id % 20 < 18 then 'android' else 'web' end as platform,
                   now() - random() * interval '90 days' as start
            from generate_series(1, ${USERS}) as id
          ) u
          cross join lateral generate_series(1, u.reached) as s(n)
          limit ${EVENTS}`,
    ]);

    // Purchases over the last 365 days, in five currencies, both stores, all statuses.
    await part('purchases', sql`select 1 from purchases where store = 'app-store' and transaction_id = 'bench-1'`, [
      sql`insert into purchases (store, transaction_id, uid, product, price_micros, currency, status, purchased_at, expires_at, updated_at)
          select case when i % 3 = 0 then 'play-store' else 'app-store' end,
                 'bench-' || i,
                 'bench-user-' || (1 + (i * 7919) % ${USERS}),
                 case when i % 4 = 0 then 'premium.yearly' else 'premium.monthly' end,
                 (case when i % 4 = 0 then 29990000 else 4990000 end) * (case when i % 5 = 4 then 4 else 1 end),
                 (array['EUR','EUR','USD','GBP','PLN'])[1 + i % 5],
                 (array['purchased','purchased','renewed','purchased','refunded','renewed','cancelled','expired'])[1 + (i / 5) % 8],
                 p.at, p.at + case when i % 4 = 0 then interval '365 days' else interval '30 days' end, p.at
          from generate_series(1, ${PURCHASES}) as i
          cross join lateral (select now() - random() * interval '365 days' + i * interval '0 seconds' as at) p
          on conflict do nothing`,
    ]);

    // One campaign of CODES codes (a fifth redeemed over the last 60 days) and a few small ones.
    await part('codeCampaigns', sql`select 1 from code_campaigns where id = ${BENCH_CAMPAIGN_ID}`, [
      sql`insert into code_campaigns (id, name, "grant", grant_days, valid_from, valid_until, prefix, code_length, created_at)
          values (${BENCH_CAMPAIGN_ID}, 'Bench: 100 000 codes', 'premium', 30, now() - interval '90 days', now() + interval '365 days', 'BN', 12, now() - interval '90 days')`,
      sql`insert into codes (code, campaign_id, uid, redeemed_at)
          select 'BN' || upper(substr(md5('bench-code-' || i), 1, 12)), ${BENCH_CAMPAIGN_ID},
                 case when i % 5 = 0 then 'bench-user-' || i end,
                 case when i % 5 = 0 then now() - random() * interval '60 days' end
          from generate_series(1, ${CODES}) as i
          on conflict do nothing`,
      sql`insert into code_campaigns (id, name, "grant", grant_days, valid_from, valid_until, prefix, code_length, created_at)
          select ('00000000-0000-4000-8000-0000000be1' || lpad(c::text, 2, '0'))::uuid, 'Bench: small campaign ' || c, 'premium', 7,
                 now() - interval '30 days', now() + interval '30 days', 'BS', 12, now() - c * interval '1 day'
          from generate_series(1, ${SMALL_CAMPAIGNS}) as c`,
      sql`insert into codes (code, campaign_id, uid, redeemed_at)
          select 'BS' || upper(substr(md5('bench-small-' || c || '-' || i), 1, 12)), ('00000000-0000-4000-8000-0000000be1' || lpad(c::text, 2, '0'))::uuid,
                 case when i % 3 = 0 then 'bench-user-' || i end,
                 case when i % 3 = 0 then now() - random() * interval '30 days' end
          from generate_series(1, ${SMALL_CAMPAIGNS}) as c, generate_series(1, ${SMALL_CODES}) as i
          on conflict do nothing`,
    ]);

    // Fresh statistics, and a visibility map so the admin queries can read from indexes alone.
    if (Object.values(timings).some((t) => t !== 'present')) await db.execute(sql`vacuum (analyze) onboarding_events, purchases, code_campaigns, codes`);

    const counts = (
      (await db.execute(sql`select
        (select count(*) from onboarding_events)::int as "onboardingEvents",
        (select count(*) from purchases)::int as purchases,
        (select count(*) from codes where campaign_id = ${BENCH_CAMPAIGN_ID})::int as "campaignCodes",
        (select count(redeemed_at) from codes where campaign_id = ${BENCH_CAMPAIGN_ID})::int as "campaignRedeemed"`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows[0];
    console.log(JSON.stringify({ campaignId: BENCH_CAMPAIGN_ID, counts, ms: timings, totalMs: Date.now() - t0 }));
  } finally {
    await close();
  }
}

main(url).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
