import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUIT_DATE_DAYS, motivationSchema, quitDateRange } from '@/lib/surveys/schema';

const keys = { reasons: ['health'], interests: [] };
const answers = (quitDate: string) => ({ readiness: 7, confidence: 5, reasons: ['health'], interests: [], quitDate });
/** The calendar day at `now` in a time zone `offset` hours from UTC. */
const dayIn = (now: Date, offset: number) => new Date(now.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("the quit date: every visitor's today and the 90 days after it, in any time zone", () => {
  it('in California on a Friday evening (already Saturday in UTC) Friday is today, and so is Saturday in Kiribati', () => {
    const now = new Date('2026-11-28T03:30:00Z');
    expect(quitDateRange(now)).toEqual({ first: '2026-11-27', last: plusDays('2026-11-28', MAX_QUIT_DATE_DAYS) });
    const schema = motivationSchema(keys, now);
    expect(dayIn(now, -8)).toBe('2026-11-27');
    expect(schema.safeParse(answers('2026-11-27')).success).toBe(true); // refused before: the UTC day was the 28th
    expect(schema.safeParse(answers(dayIn(now, 14))).success).toBe(true);
    expect(schema.safeParse(answers('2026-11-26')).success).toBe(false); // yesterday everywhere
    expect(schema.safeParse(answers(plusDays('2026-11-28', MAX_QUIT_DATE_DAYS))).success).toBe(true);
    expect(schema.safeParse(answers(plusDays('2026-11-28', MAX_QUIT_DATE_DAYS + 1))).success).toBe(false);
  });

  it('for any moment and any time zone, that zone’s today and its 90th day are accepted, the day before and the 91st are not', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: -12, max: 14 }),
        (now, offset) => {
          const schema = motivationSchema(keys, now);
          const today = dayIn(now, offset);
          expect(schema.safeParse(answers(today)).success).toBe(true);
          expect(schema.safeParse(answers(plusDays(today, MAX_QUIT_DATE_DAYS))).success).toBe(true);
          expect(schema.safeParse(answers(plusDays(dayIn(now, -12), -1))).success).toBe(false);
          expect(schema.safeParse(answers(plusDays(dayIn(now, 14), MAX_QUIT_DATE_DAYS + 1))).success).toBe(false);
        },
      ),
    );
  });
});
