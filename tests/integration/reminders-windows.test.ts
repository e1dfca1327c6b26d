// The reminders' send windows across daylight saving, as a property (fast-check): for any instant
// around the clock changes of zones with and without daylight saving, the scan (PostgreSQL's
// `AT TIME ZONE`, on PGlite) claims a member's quit eve and quit morning exactly when Intl says the
// member's local hour is in the window, for that local day, and never twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';

const { freshDb } = await import('./db-targets');
const { claimDue } = await import('@/lib/reminders/queries');
const { WINDOWS } = await import('@/lib/reminders/schema');
const { addDays } = await import('@/lib/journey/time');

const ZONES = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'America/Santiago', 'Asia/Tokyo', 'Pacific/Chatham', 'Asia/Kolkata'];
/** Instants within two days of the 2026–2027 clock changes (Europe, North America, the southern hemisphere). */
const CHANGES = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-04-05T16:00:00Z',
  '2026-10-03T16:00:00Z',
  '2027-03-28T01:00:00Z',
];

const local = (zone: string, at: Date) => {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
};

describe('the send windows follow each zone’s own clock, daylight saving included', () => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => ({ db, close } = await freshDb('memory://')));
  afterAll(async () => close?.());

  it('quit eve and quit morning: claimed iff the local hour is in the window, on that local day, once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ZONES), fc.constantFrom(...CHANGES), fc.integer({ min: -48 * 60, max: 48 * 60 }), async (zone, change, minutes) => {
        const now = new Date(Date.parse(change) + minutes * 60_000);
        const here = local(zone, now);
        await db.execute(sql`delete from reminder_sends`);
        await db.execute(sql`delete from quit_plans`);
        // Two members: one whose quit date is tomorrow, one whose quit date is today (local).
        for (const [uid, quitDate] of [
          ['eve', addDays(here.day, 1)],
          ['morning', here.day],
        ])
          await db.execute(sql`insert into quit_plans (uid, quit_date, cigarettes_per_day, pack_price_micros, pack_size, currency, time_zone)
              values (${uid}, ${quitDate}::date, 10, 8000000, 20, 'EUR', ${zone})`);
        const claims = await claimDue(db, now);
        const want = [
          ...(here.hour >= WINDOWS['quit-eve'].from && here.hour < WINDOWS['quit-eve'].to ? [`eve quit-eve ${here.day}`] : []),
          ...(here.hour >= WINDOWS['quit-morning'].from && here.hour < WINDOWS['quit-morning'].to ? [`morning quit-morning ${here.day}`] : []),
        ];
        expect(claims.map((c) => `${c.uid} ${c.kind} ${c.day}`).sort()).toEqual(want.sort());
        expect(await claimDue(db, now)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
