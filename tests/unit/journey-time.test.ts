import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dayIn, daysFrom, isTimeZone } from '@/lib/journey/time';
import { latestToday } from '@/lib/validation/time';
import { journeyProgress } from '@/lib/journey/progress';

// A member's day follows their own zone: three zones, each across its 2026 daylight-saving change.
describe("a member's day in their time zone", () => {
  it('is the calendar day on their clock, not the server’s', () => {
    const at = new Date('2026-11-28T23:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-11-28');
    expect(dayIn('Europe/Berlin', at)).toBe('2026-11-29'); // 00:30 CET
    expect(dayIn('America/New_York', at)).toBe('2026-11-28'); // 18:30 EST
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-29'); // 08:30 JST
    expect(dayIn('Pacific/Honolulu', new Date('2026-11-29T09:59:00Z'))).toBe('2026-11-28');
  });

  it('changes at local midnight on both sides of a clock change', () => {
    // Berlin springs forward on 29 March 2026 (02:00 → 03:00 CEST): midnight is 23:00 UTC before, 22:00 UTC after.
    expect(dayIn('Europe/Berlin', new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(dayIn('Europe/Berlin', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(dayIn('Europe/Berlin', new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(dayIn('Europe/Berlin', new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // New York falls back on 1 November 2026: that day has 25 hours, midnight moves from 04:00 to 05:00 UTC.
    expect(dayIn('America/New_York', new Date('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(dayIn('America/New_York', new Date('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(dayIn('America/New_York', new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // Sydney leaves daylight saving on 5 April 2026 (03:00 AEDT → 02:00 AEST).
    expect(dayIn('Australia/Sydney', new Date('2026-04-04T12:59:00Z'))).toBe('2026-04-04');
    expect(dayIn('Australia/Sydney', new Date('2026-04-04T13:00:00Z'))).toBe('2026-04-05');
    expect(dayIn('Australia/Sydney', new Date('2026-04-05T13:59:00Z'))).toBe('2026-04-05');
    expect(dayIn('Australia/Sydney', new Date('2026-04-05T14:00:00Z'))).toBe('2026-04-06');
  });

  it('counts a 23- or 25-hour day as one day of progress', () => {
    const plan = { quitDate: '2026-03-28', cigarettesPerDay: 20, packPrice: 8, packSize: 20, currency: 'EUR' };
    const today = dayIn('Europe/Berlin', new Date('2026-03-30T06:00:00Z'));
    expect(journeyProgress(plan, { slipDays: 0, slips: 0 }, today)).toMatchObject({
      smokeFreeDays: 2,
      cigarettesNotSmoked: 40,
      moneySaved: { amount: 16, currency: 'EUR' },
    });
    expect(daysFrom('2026-10-31', dayIn('America/New_York', new Date('2026-11-02T04:30:00Z')))).toBe(1);
  });

  it('knows real zone names and refuses others', () => {
    for (const z of ['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC']) expect(isTimeZone(z)).toBe(true);
    for (const z of ['Mars/Olympus', '', 'Europe/Berlin; drop table', '../../etc/passwd', 'x'.repeat(65)]) expect(isTimeZone(z)).toBe(false);
  });

  it('never has a member’s today after the latest today on Earth', () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Etc/GMT+12'];
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2040-01-01') }), fc.constantFrom(...zones), (ms, zone) => {
        const at = new Date(ms);
        expect(dayIn(zone, at) <= latestToday(ms)).toBe(true);
        expect(Math.abs(daysFrom(dayIn('UTC', at), dayIn(zone, at)))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('progress from a plan', () => {
  const plan = { quitDate: '2026-11-01', cigarettesPerDay: 15, packPrice: 10.5, packSize: 20, currency: 'EUR' };

  it('names slips apart instead of starting over', () => {
    const p = journeyProgress(plan, { slipDays: 2, slips: 5 }, '2026-11-28');
    expect(p).toEqual({
      smokeFreeDays: 25,
      daysSinceQuit: 27,
      daysToQuit: 0,
      slips: 5,
      slipDays: 2,
      cigarettesNotSmoked: 27 * 15 - 5,
      moneySaved: { amount: Math.round(((27 * 15 - 5) / 20) * 10.5 * 100) / 100, currency: 'EUR' },
      minutesRegained: (27 * 15 - 5) * 11,
    });
  });

  it('is zero before and on the quit date, and says how far it is', () => {
    expect(journeyProgress(plan, { slipDays: 0, slips: 0 }, '2026-10-29')).toMatchObject({
      smokeFreeDays: 0,
      daysToQuit: 3,
      cigarettesNotSmoked: 0,
      moneySaved: { amount: 0 },
    });
    expect(journeyProgress(plan, { slipDays: 0, slips: 0 }, '2026-11-01')).toMatchObject({ smokeFreeDays: 0, daysToQuit: 0 });
  });

  it('never counts negative cigarettes or money, whatever the slips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 100 }), (days, slips, perDay) => {
        const p = journeyProgress({ ...plan, cigarettesPerDay: perDay }, { slipDays: Math.min(days, slips), slips }, addDays(plan.quitDate, days));
        expect(p.cigarettesNotSmoked).toBeGreaterThanOrEqual(0);
        expect(p.moneySaved.amount).toBeGreaterThanOrEqual(0);
        expect(p.smokeFreeDays).toBeLessThanOrEqual(days);
      }),
    );
  });
});
