import { describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { call, member } from './members';

vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

// The quit journey's callables (the app's contract, issue #34) through the real route handler, the
// Auth emulator's ID tokens and PGlite: a plan, check-ins once per local day, the progress from both.
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { dayIn, addDays } = { ...(await import('@/lib/journey')), ...(await import('@/lib/journey/time')) };

const plan = (over: Record<string, unknown> = {}) => ({
  quitDate: '2026-01-01',
  cigarettesPerDay: 20,
  packPrice: 10.5,
  packSize: 20,
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  reasons: ['health', 'money', 'health'],
  ...over,
});

describe('the quit plan', () => {
  it('is null until set; set, it comes back with the progress on the member’s today', async () => {
    const m = await member('Planner');
    expect((await call('getQuitPlan', m.idToken, {})).body.result).toEqual({ plan: null, progress: null });
    const today = dayIn('America/New_York');
    const quitDate = addDays(today, -10);
    const set = await call<{ plan: Record<string, unknown> }>('setQuitPlan', m.idToken, plan({ quitDate, timeZone: 'America/New_York' }));
    expect(set.status).toBe(200);
    expect(set.body.result!.plan).toMatchObject({
      quitDate,
      cigarettesPerDay: 20,
      packPrice: 10.5,
      packSize: 20,
      currency: 'EUR',
      timeZone: 'America/New_York',
      reasons: ['health', 'money'],
    });
    const got = await call<{ plan: unknown; progress: Record<string, unknown> }>('getQuitPlan', m.idToken, {});
    expect(got.body.result!.progress).toMatchObject({ smokeFreeDays: 10, slips: 0, cigarettesNotSmoked: 200, moneySaved: { amount: 105, currency: 'EUR' } });
    // Setting it again changes the one plan.
    await call('setQuitPlan', m.idToken, plan({ quitDate, timeZone: 'America/New_York', cigarettesPerDay: 10 }));
    expect(await (await db()).select().from(schema.quitPlans).where(eq(schema.quitPlans.uid, m.uid))).toHaveLength(1);
  });

  it('refuses what cannot be a plan with INVALID_ARGUMENT and keeps the old one', async () => {
    const m = await member('BadPlan');
    await call('setQuitPlan', m.idToken, plan());
    for (const bad of [
      plan({ timeZone: 'Mars/Olympus' }),
      plan({ quitDate: '2026-02-30' }),
      plan({ cigarettesPerDay: 0 }),
      plan({ packPrice: -1 }),
      plan({ packSize: 2.5 }),
      plan({ currency: 'XXX' }),
      plan({ reasons: Array.from({ length: 13 }, (_, i) => `r${i}`) }),
      plan({ reasons: ['<script>'] }),
    ]) {
      const r = await call('setQuitPlan', m.idToken, bad);
      expect([r.status, r.body.error?.status]).toEqual([400, 'INVALID_ARGUMENT']);
    }
    const [row] = await (await db()).select().from(schema.quitPlans).where(eq(schema.quitPlans.uid, m.uid));
    expect(row).toMatchObject({ timeZone: 'Europe/Berlin', cigarettesPerDay: 20, packPriceMicros: 10_500_000, quitDate: '2026-01-01' });
  });
});

describe('check-ins', () => {
  it('are one per local day: the same day again replaces it; a slip is counted, not a restart', async () => {
    const m = await member('CheckIn');
    const today = dayIn('Asia/Tokyo');
    const yesterday = addDays(today, -1);
    await call('setQuitPlan', m.idToken, plan({ quitDate: addDays(today, -5), timeZone: 'Asia/Tokyo' }));
    // The account exists since today: yesterday (in the earliest zone) may still be refused, so today only.
    const first = await call<{ checkIn: Record<string, unknown> }>('checkIn', m.idToken, {
      day: today,
      smokeFree: true,
      slips: 0,
      craving: 6,
      triggers: ['coffee', 'stress'],
    });
    expect(first.status).toBe(200);
    expect(first.body.result!.checkIn).toMatchObject({
      day: today,
      smokeFree: true,
      slips: 0,
      craving: 6,
      triggers: ['coffee', 'stress'],
      mood: null,
      note: null,
    });
    const again = await call('checkIn', m.idToken, { day: today, smokeFree: false, slips: 2, craving: 8, triggers: ['alcohol'], mood: 'low', note: 'Party.' });
    expect(again.status).toBe(200);
    const rows = await (await db()).select().from(schema.checkIns).where(eq(schema.checkIns.uid, m.uid));
    expect(rows.map((r) => [r.day, r.smokeFree, r.slips, r.craving, r.triggers, r.mood, r.note])).toEqual([[today, false, 2, 8, ['alcohol'], 'low', 'Party.']]);

    const progress = (await call<{ progress: Record<string, unknown> }>('getQuitPlan', m.idToken, {})).body.result!.progress;
    expect(progress).toMatchObject({ smokeFreeDays: 4, slips: 2, slipDays: 1, cigarettesNotSmoked: 5 * 20 - 2 });

    const list = await call<{ checkIns: Array<Record<string, unknown>> }>('listCheckIns', m.idToken, { from: yesterday, to: today });
    expect(list.body.result!.checkIns.map((c) => c.day)).toEqual([today]);
  });

  it('are not for a day after the member’s today, nor before the account existed, nor inconsistent', async () => {
    const m = await member('Bounds');
    await call('setQuitPlan', m.idToken, plan({ timeZone: 'Pacific/Honolulu' }));
    const today = dayIn('Pacific/Honolulu');
    const cases = [
      { day: addDays(today, 1), smokeFree: true, slips: 0, craving: 1 }, // Honolulu's tomorrow
      { day: addDays(today, -30), smokeFree: true, slips: 0, craving: 1 }, // before the account
      { day: today, smokeFree: true, slips: 3, craving: 1 }, // smoke-free with slips
      { day: today, smokeFree: false, slips: 0, craving: 1 }, // a slip of nothing
      { day: today, smokeFree: true, slips: 0, craving: 11 },
      { day: today, smokeFree: true, slips: 0, craving: 1, triggers: ['moon'] },
      { day: today, smokeFree: true, slips: 0, craving: 1, note: 'x'.repeat(501) },
      { day: today, smokeFree: true, slips: 0, craving: 1, note: 'bell\u0007' },
    ];
    for (const c of cases) {
      const r = await call('checkIn', m.idToken, c);
      expect([r.status, r.body.error?.status], JSON.stringify(c).slice(0, 80)).toEqual([400, 'INVALID_ARGUMENT']);
    }
    expect(await (await db()).select().from(schema.checkIns).where(eq(schema.checkIns.uid, m.uid))).toHaveLength(0);
    const range = await call('listCheckIns', m.idToken, { from: '2024-01-01', to: '2026-01-01' });
    expect(range.status).toBe(400);
  });

  it('belong to their member only', async () => {
    const a = await member('Mine');
    const b = await member('Yours');
    const today = dayIn('UTC');
    await call('checkIn', a.idToken, { day: today, smokeFree: true, slips: 0, craving: 2 });
    expect((await call<{ checkIns: unknown[] }>('listCheckIns', b.idToken, {})).body.result!.checkIns).toEqual([]);
    expect((await call('listCheckIns', '', {})).status).toBe(401);
  });

  it('follow the member’s calendar across a clock change in three zones: the evening before and the morning after are two days', async () => {
    const { checkInFor, planWithProgress, quitPlanInput } = await import('@/lib/journey');
    const { savePlan } = await import('@/lib/journey/queries');
    const d = await db();
    const zones = [
      // Berlin springs forward on 29 March 2026; New York falls back on 1 November; Sydney on 5 April.
      { zone: 'Europe/Berlin', evening: '2026-03-28T21:30:00Z', morning: '2026-03-29T06:00:00Z', days: ['2026-03-28', '2026-03-29'] },
      { zone: 'America/New_York', evening: '2026-11-01T03:30:00Z', morning: '2026-11-01T12:00:00Z', days: ['2026-10-31', '2026-11-01'] },
      { zone: 'Australia/Sydney', evening: '2026-04-04T12:30:00Z', morning: '2026-04-04T22:00:00Z', days: ['2026-04-04', '2026-04-05'] },
    ];
    for (const { zone, evening, morning, days } of zones) {
      const uid = `tz-${zone}-${Date.now()}`;
      await savePlan(d, uid, quitPlanInput.parse(plan({ quitDate: addDays(days[0]!, -3), timeZone: zone })));
      const late = new Date(evening);
      const entry = { smokeFree: true, slips: 0, craving: 4, triggers: [] };
      expect((await checkInFor(d, uid, { ...entry, day: days[0]! }, 0, late)).status, zone).toBe('ok');
      // The next day has not begun on the member's clock, whatever the server's says.
      expect((await checkInFor(d, uid, { ...entry, day: days[1]! }, 0, late)).status, zone).toBe('future');
      const next = new Date(morning);
      expect((await checkInFor(d, uid, { ...entry, smokeFree: false, slips: 1, day: days[1]! }, 0, next)).status, zone).toBe('ok');
      const { progress } = await planWithProgress(d, uid, next);
      expect(progress, zone).toMatchObject({ daysSinceQuit: 4, smokeFreeDays: 3, slips: 1, slipDays: 1, cigarettesNotSmoked: 4 * 20 - 1 });
      const rows = await d.select().from(schema.checkIns).where(eq(schema.checkIns.uid, uid));
      expect(rows.map((r) => r.day).sort(), zone).toEqual(days);
    }
  });

  it('share one allowance of 60 writes an hour between the app and /account; over it nothing is written', async () => {
    const { checkInAction, savePlanAction } = await import('@/lib/journey/actions');
    const m = await member('Writer');
    const today = dayIn('UTC');
    const entry = { day: today, smokeFree: true, slips: 0, craving: 2, triggers: [] };
    jar.cookie = m.cookie;
    expect(await savePlanAction(plan({ timeZone: 'UTC', quitDate: today }))).toEqual({ status: 'ok' });
    const app = [];
    for (let i = 0; i < 58; i++) app.push((await call('checkIn', m.idToken, { ...entry, craving: i % 11 })).status);
    expect(app).toEqual(Array(58).fill(200));
    expect(await checkInAction({ ...entry, craving: 9 })).toEqual({ status: 'ok' });
    expect(await checkInAction({ ...entry, craving: 10 })).toEqual({ status: 'rate-limited' });
    const over = await call('setQuitPlan', m.idToken, plan({ timeZone: 'UTC', quitDate: today, cigarettesPerDay: 5 }));
    expect([over.status, over.body.error?.status]).toEqual([429, 'RESOURCE_EXHAUSTED']);
    const [row] = await (await db()).select().from(schema.checkIns).where(eq(schema.checkIns.uid, m.uid));
    expect(row!.craving).toBe(9);
    const [kept] = await (await db()).select().from(schema.quitPlans).where(eq(schema.quitPlans.uid, m.uid));
    expect(kept!.cigarettesPerDay).toBe(20);
    jar.cookie = undefined;
  });
});
