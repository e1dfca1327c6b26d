import { describe, expect, it } from 'vitest';
import { answersSchema, band, score, type Answers } from '@/lib/surveys/fagerstrom';

// Independent of lib/: the published scoring of the six questions.
const published = (a: number[]) =>
  [3 - a[0]!, a[1] === 0 ? 1 : 0, a[2] === 0 ? 1 : 0, a[3]!, a[4] === 0 ? 1 : 0, a[5] === 0 ? 1 : 0].reduce((x, y) => x + y, 0);
const expectedBand = (s: number) => (s <= 2 ? 'veryLow' : s <= 4 ? 'low' : s === 5 ? 'medium' : s <= 7 ? 'high' : 'veryHigh');

describe('Fagerström Test for Nicotine Dependence', () => {
  it('scores all 256 answer combinations as published, with their band', () => {
    let n = 0;
    const seen = new Set<string>();
    for (let q1 = 0; q1 < 4; q1++)
      for (let q2 = 0; q2 < 2; q2++)
        for (let q3 = 0; q3 < 2; q3++)
          for (let q4 = 0; q4 < 4; q4++)
            for (let q5 = 0; q5 < 2; q5++)
              for (let q6 = 0; q6 < 2; q6++) {
                const a = [q1, q2, q3, q4, q5, q6] as Answers;
                const s = score(a);
                expect(s).toBe(published(a));
                expect(band(s)).toBe(expectedBand(s));
                seen.add(band(s));
                n++;
              }
    expect(n).toBe(256);
    expect(seen).toEqual(new Set(['veryLow', 'low', 'medium', 'high', 'veryHigh']));
  });

  it('band boundaries', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 8, 10].map(band)).toEqual(['veryLow', 'veryLow', 'low', 'low', 'medium', 'high', 'high', 'veryHigh', 'veryHigh']);
  });

  it('refuses answers out of range or incomplete', () => {
    expect(answersSchema.safeParse([0, 0, 0, 0, 0, 0]).success).toBe(true);
    expect(answersSchema.safeParse([4, 0, 0, 0, 0, 0]).success).toBe(false);
    expect(answersSchema.safeParse([0, 2, 0, 0, 0, 0]).success).toBe(false);
    expect(answersSchema.safeParse([0, 0, 0, 0, 0]).success).toBe(false);
    expect(answersSchema.safeParse(['0', 0, 0, 0, 0, 0]).success).toBe(false);
  });
});
