import { describe, expect, it } from 'vitest';
import { progress, type ProgressAnswers } from '@/lib/account/progress';
import { challengeState, lastDay } from '@/lib/challenges/counter';

const at = (iso: string) => new Date(`${iso}T10:00:00Z`);
const answers = (over: Partial<ProgressAnswers> = {}): ProgressAnswers => ({ quitDates: [], cigarettesAnswer: null, pack: null, ...over });

describe("a member's smoke-free progress (lib/account/progress)", () => {
  it('without a quit date there is nothing to count', () => {
    expect(progress(answers(), '2026-11-23')).toEqual({ status: 'no-quit-date' });
  });

  it('a quit date still ahead counts down', () => {
    const p = progress(answers({ quitDates: [{ date: '2026-12-01', source: 'motivation', givenAt: at('2026-11-20') }] }), '2026-11-23');
    expect(p).toEqual({ status: 'upcoming', quitDate: '2026-12-01', source: 'motivation', inDays: 8 });
  });

  it('the quit date given most recently counts, whichever survey or certificate gave it', () => {
    const p = progress(
      answers({
        quitDates: [
          { date: '2026-01-01', source: 'certificate', givenAt: at('2026-01-02') },
          { date: '2026-11-01', source: 'motivation', givenAt: at('2026-10-20') },
        ],
      }),
      '2026-11-23',
    );
    expect(p).toMatchObject({ status: 'smoke-free', quitDate: '2026-11-01', source: 'motivation', days: 22 });
  });

  it('counts days, at least the cigarettes the test answer allows, and money from the pack price, across a leap day', () => {
    // Answer 1 of the test's question 4: "11–20 a day", so at least 11 a day. 2028-02-29 exists.
    const p = progress(
      answers({ quitDates: [{ date: '2028-02-20', source: 'certificate', givenAt: at('2028-02-20') }], cigarettesAnswer: 1, pack: { price: 8, size: 20 } }),
      '2028-03-01',
    );
    expect(p).toEqual({ status: 'smoke-free', quitDate: '2028-02-20', source: 'certificate', days: 10, cigarettes: 110, money: 44, missing: [] });
  });

  it('the quit day itself is day 0, and says what is missing for cigarettes and money', () => {
    const p = progress(answers({ quitDates: [{ date: '2026-11-23', source: 'motivation', givenAt: at('2026-11-01') }] }), '2026-11-23');
    expect(p).toEqual({
      status: 'smoke-free',
      quitDate: '2026-11-23',
      source: 'motivation',
      days: 0,
      cigarettes: null,
      money: null,
      missing: ['cigarettes', 'price'],
    });
  });

  it('without a pack price the cigarettes count and the price is named as missing', () => {
    const p = progress(answers({ quitDates: [{ date: '2026-11-13', source: 'motivation', givenAt: at('2026-11-01') }], cigarettesAnswer: 3 }), '2026-11-23');
    expect(p).toMatchObject({ days: 10, cigarettes: 310, money: null, missing: ['price'] });
  });

  it('money is rounded to cents', () => {
    const p = progress(
      answers({ quitDates: [{ date: '2026-11-20', source: 'motivation', givenAt: at('2026-11-01') }], cigarettesAnswer: 0, pack: { price: 7.99, size: 19 } }),
      '2026-11-23',
    );
    // 3 days × at least 1 a day = 3 cigarettes = 3/19 of 7.99.
    expect(p).toMatchObject({ cigarettes: 3, money: 1.26 });
  });
});

describe("a challenge's day counter (lib/challenges/counter)", () => {
  it.each([
    ['2026-11-20', 'upcoming', { phase: 'upcoming', startsIn: 5 }],
    ['2026-11-25', 'day 1', { phase: 'running', day: 1, days: 30 }],
    ['2026-12-24', 'last day', { phase: 'running', day: 30, days: 30 }],
    ['2026-12-25', 'after the last day', { phase: 'done', days: 30 }],
  ] as const)('on %s (%s)', (on, _label, expected) => {
    expect(challengeState('2026-11-25', 30, on)).toEqual(expected);
  });

  it('the last day of a 30-day challenge from 25 November is 24 December', () => {
    expect(lastDay('2026-11-25', 30)).toBe('2026-12-24');
    expect(lastDay('2028-02-28', 2)).toBe('2028-02-29');
  });
});
