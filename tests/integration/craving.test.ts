import { describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { member } from './members';

vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

// "I have a craving now" ends by logging the craving into the day's check-in (issue #34): lib/journey's
// logCraving and /account/craving's Server Action, on the real database, Auth emulator and session.
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { addDays, checkInFor, dayIn, logCraving, quitPlanInput } = await import('@/lib/journey');
const { savePlan } = await import('@/lib/journey/queries');
const { logCravingAction, savePlanAction } = await import('@/lib/journey/actions');

const plan = (timeZone: string, quitDate: string) =>
  quitPlanInput.parse({ quitDate, cigarettesPerDay: 20, packPrice: 8, packSize: 20, currency: 'EUR', timeZone, reasons: ['health'] });
const rowsOf = async (uid: string) => (await db()).select().from(schema.checkIns).where(eq(schema.checkIns.uid, uid));

describe('logging a craving', () => {
  it('starts a smoke-free check-in on a day without one; on a day with one it keeps the answers, takes the stronger craving and adds the triggers', async () => {
    const d = await db();
    const uid = `craving-max-${Date.now()}`;
    const today = dayIn('Europe/Berlin');
    await savePlan(d, uid, plan('Europe/Berlin', addDays(today, -3)));

    const first = await logCraving(d, uid, { day: today, craving: 5, triggers: ['stress'] }, 0);
    expect(first).toMatchObject({ status: 'ok', checkIn: { day: today, smokeFree: true, slips: 0, craving: 5, triggers: ['stress'], mood: null, note: null } });

    // The member checks in with a slip afterwards: the check-in replaces the day, then a stronger craving raises it.
    const slip = { day: today, smokeFree: false, slips: 2, craving: 4, triggers: ['coffee' as const], mood: 'low' as const, note: 'Hard day.' };
    expect((await checkInFor(d, uid, slip, 0)).status).toBe('ok');
    await logCraving(d, uid, { day: today, craving: 8, triggers: ['stress', 'coffee'] }, 0);
    // A weaker one later that day changes the strongest craving not at all.
    await logCraving(d, uid, { day: today, craving: 3, triggers: ['boredom'] }, 0);
    const rows = await rowsOf(uid);
    expect(rows.map((r) => [r.day, r.smokeFree, r.slips, r.craving, r.triggers, r.mood, r.note])).toEqual([
      [today, false, 2, 8, ['coffee', 'stress', 'boredom'], 'low', 'Hard day.'],
    ]);
  });

  it('goes to the member’s own day: a day that has begun in Kiritimati has not begun in Honolulu', async () => {
    const d = await db();
    // 11:00 UTC: 01:00 on 2 June in Kiritimati (UTC+14), 01:00 on 1 June in Honolulu (UTC−10).
    const now = new Date('2026-06-01T11:00:00Z');
    const early = `craving-kiritimati-${Date.now()}`;
    const late = `craving-honolulu-${Date.now()}`;
    await savePlan(d, early, plan('Pacific/Kiritimati', '2026-05-01'));
    await savePlan(d, late, plan('Pacific/Honolulu', '2026-05-01'));
    const entry = { day: '2026-06-02', craving: 6, triggers: [] };
    expect((await logCraving(d, early, entry, 0, now)).status).toBe('ok');
    expect((await logCraving(d, late, entry, 0, now)).status).toBe('future');
    expect((await logCraving(d, late, { ...entry, day: '2026-06-01' }, 0, now)).status).toBe('ok');
    expect((await rowsOf(early)).map((r) => [r.day, r.craving])).toEqual([['2026-06-02', 6]]);
    expect((await rowsOf(late)).map((r) => [r.day, r.craving])).toEqual([['2026-06-01', 6]]);
    // Not before the account existed.
    expect((await logCraving(d, late, { ...entry, day: '2026-05-01' }, now.getTime(), now)).status).toBe('before-account');
    expect(await rowsOf(late)).toHaveLength(1);
  });

  it('from /account/craving: a member’s craving is logged; bad input and days they cannot have are refused and change nothing', async () => {
    const m = await member('Craving');
    jar.cookie = m.cookie;
    const today = dayIn('UTC');
    expect(await savePlanAction(plan('UTC', addDays(today, -1)))).toEqual({ status: 'ok' });
    expect(await logCravingAction({ day: today, craving: 4, triggers: ['phone'] })).toEqual({ status: 'ok', craving: 4 });
    for (const bad of [
      { day: today, craving: 11, triggers: [] },
      { day: today, craving: -1, triggers: [] },
      { day: today, craving: 7.5, triggers: [] },
      { day: today, craving: '7', triggers: [] },
      { day: today, craving: 7, triggers: ['moon'] },
      { day: today, craving: 7, triggers: Array(11).fill('stress') },
      { day: '2026-02-30', craving: 7, triggers: [] },
      { craving: 7, triggers: [] },
      null,
    ])
      expect(await logCravingAction(bad as never), JSON.stringify(bad)).toEqual({ status: 'invalid' });
    expect(await logCravingAction({ day: addDays(today, 1), craving: 9, triggers: [] })).toEqual({ status: 'future' });
    expect(await logCravingAction({ day: addDays(today, -30), craving: 9, triggers: [] })).toEqual({ status: 'before-account' });
    expect((await rowsOf(m.uid)).map((r) => [r.day, r.craving, r.triggers])).toEqual([[today, 4, ['phone']]]);
    jar.cookie = undefined;
    expect(await logCravingAction({ day: today, craving: 9, triggers: [] })).toEqual({ status: 'signed-out' });
    expect((await rowsOf(m.uid))[0]!.craving).toBe(4);
  });
});
