import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, personalTimeline } from '@/lib/journey';

// The home page's WHO steps (content/stories/*/home.json, after_minutes) on a member's calendar.
const steps = [20, 720, 20_160, 43_200, 525_600].map((afterMinutes) => ({ time: `${afterMinutes} min`, afterMinutes }));
const minutes = (r: { afterMinutes: number }[]) => r.map((s) => s.afterMinutes);

describe('the health timeline on the member’s calendar (lib/journey/timeline.ts)', () => {
  it('before the quit date nothing is behind, and the first steps come on the quit date', () => {
    const t = personalTimeline(steps, '2026-12-01', '2026-11-28');
    expect(t.reached).toEqual([]);
    expect(t.next).toMatchObject({ afterMinutes: 20, on: '2026-12-01' });
  });

  it('on the quit date the steps of the first day are behind, the next comes after two weeks', () => {
    const t = personalTimeline(steps, '2026-12-01', '2026-12-01');
    expect(minutes(t.reached)).toEqual([20, 720]);
    expect(t.next).toMatchObject({ afterMinutes: 20_160, on: '2026-12-15' });
  });

  it('ten days in, across the March clock change: the same calendar days', () => {
    const t = personalTimeline(steps, '2027-03-25', '2027-04-04');
    expect(minutes(t.reached)).toEqual([20, 720]);
    expect(t.next!.on).toBe('2027-04-08');
  });

  it('a year in (a leap day on the way), every step is behind and there is no next', () => {
    const t = personalTimeline(steps, '2027-03-01', '2028-02-29');
    expect(minutes(t.reached)).toEqual([20, 720, 20_160, 43_200, 525_600]);
    expect(t.next).toBeNull();
  });

  it('any day: the steps behind and the next one split the timeline in order, and the next is after today', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 800 }), (offset) => {
        const today = addDays('2026-06-15', offset);
        const t = personalTimeline([...steps].reverse(), '2026-06-15', today);
        const all = minutes(t.reached).concat(t.next ? [t.next.afterMinutes] : []);
        expect(all).toEqual(minutes(steps).slice(0, all.length));
        // before the quit date the next step is on the quit date itself
        expect(t.next === null || t.next.on > today || (offset < 0 && t.next.on === '2026-06-15')).toBe(true);
      }),
    );
  });
});
