// The bench's members, in set-based SQL (generate_series): `members` quit plans across several IANA
// zones, each with up to a year of daily check-ins ending on `lastDay` (most days checked in, a slip
// now and then, cravings that fade with noise), and a third with a check-in reminder at an hour of
// their own. Used by bench/seed.ts (the bench database) and bench/reminder-scan.mts (its own).
import { sql, type SQL } from 'drizzle-orm';
import { MOODS, TRIGGERS } from '../lib/journey/schema';

/** Zones where members live: both hemispheres, half-hour offsets, the date line. */
export const MEMBER_ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Warsaw',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const list = (xs: readonly string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * The statements that insert the members `<prefix>1 … <prefix><members>`. `lastDay`: an SQL date
 * expression (e.g. `current_date`). `zones` defaults to MEMBER_ZONES.
 */
export function memberInserts({
  prefix,
  members,
  lastDay,
  zones = MEMBER_ZONES,
}: {
  prefix: string;
  members: number;
  lastDay: SQL;
  zones?: readonly string[];
}) {
  const z = list(zones);
  return [
    // Quit dates over the last 400 days and the next 30 (a few still preparing); plans made before that.
    sql`insert into quit_plans (uid, quit_date, cigarettes_per_day, pack_price_micros, pack_size, currency, time_zone, reasons, created_at)
        select ${prefix} || i, ${lastDay} - ((i * 7919) % 430 - 30), 5 + i % 30, 6000000 + (i % 7) * 500000, 20,
               (array['EUR','EUR','USD','GBP','PLN'])[1 + i % 5], (${z})[1 + i % cardinality(${z})],
               case i % 3 when 0 then array['health','money'] when 1 then array['family','health'] else array['money','fitness'] end,
               (${lastDay} - ((i * 7919) % 430 - 30) - 7)::timestamptz
        from generate_series(1, ${members}) as i
        on conflict do nothing`,
    // One check-in on about 85 % of the days since the quit date (at most a year); a slip on about 4 %,
    // cravings from 8 fading to 2 over the year with noise; a trigger or two on a craving of 5 or more.
    sql`insert into check_ins (uid, day, smoke_free, slips, craving, triggers, mood)
        select p.uid, ${lastDay} - d, s.slip = 0, s.slip,
               greatest(0, least(10, 8 - (365 - d) / 60 + (h % 5) - 2)),
               case when 8 - (365 - d) / 60 + (h % 5) - 2 >= 5 then array[(${list(TRIGGERS)})[1 + h % ${TRIGGERS.length}]] else '{}' end,
               (${list(MOODS)})[1 + (h / 7) % ${MOODS.length}]
        from quit_plans p
        cross join lateral generate_series(0, least(364, ${lastDay} - p.quit_date)) as d
        cross join lateral (select abs(hashtext(p.uid || ':' || d)) as h) hh
        cross join lateral (select case when (h / 3) % 25 = 0 then 1 + h % 3 else 0 end as slip) s
        where p.uid like ${prefix + '%'} and h % 100 < 85
        on conflict do nothing`,
    sql`insert into reminder_prefs (uid, check_in, check_in_hour, weekly_summary)
        select ${prefix} || i, true, 6 + i % 18, i % 5 <> 0 from generate_series(1, ${members}, 3) as i
        on conflict do nothing`,
  ];
}
