import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUIT_DATE_DAYS, motivationSchema, quitDateRange } from '@/lib/surveys/schema';

const keys = { reasons: ['health'], interests: [] };
const answers = (quitDate: string) => ({ readiness: 7, confidence: 5, reasons: ['health'], interests: [], quitDate });
/** The calendar day at `now` in a time zone `offset` hours from UTC. */
const dayIn = (now: Date, offset: number) => new Date(now.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("the quit date: every visitor's today and the 90 days after it, in any time zone", () => {
  it('late evening in UTC−11 (the UTC day is already tomorrow) and early morning in UTC+14 are both today', () => {
    const now = new Date('2026-11-27T11:30:00Z');
    expect(quitDateRange(now)).toEqual({ first: '2026-11-26', last: plusDays('2026-11-28', MAX_QUIT_DATE_DAYS) });
    const schema = motivationSchema(keys, now);
    expect(schema.safeParse(answers(dayIn(now, -11))).success).toBe(true); // 00:30 on the 27th in UTC−11
    expect(schema.safeParse(answers('2026-11-26')).success).toBe(true); // today in UTC−12
    expect(schema.safeParse(answers('2026-11-25')).success).toBe(false); // yesterday everywhere
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
