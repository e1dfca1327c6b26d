import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isoDate, isoDateTime, pageParam, text } from '@/lib/validation/schema';
import { purchaseSearch, strictPurchaseSearch } from '@/lib/purchases/schema';

describe('shared zod building blocks', () => {
  it('isoDate accepts real calendar dates only', () => {
    for (const ok of ['2026-01-31', '2024-02-29', '1900-01-01', '2999-12-31']) expect(isoDate.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      '2026-99-99',
      '2026-02-31',
      '2025-02-29',
      '2026-04-31',
      '0000-00-00',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
      '10000-01-01',
      '2026-1-1',
      ' 2026-01-01',
      '2026-01-01\u0000',
    ]) {
      expect(isoDate.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('isoDate: whatever string it accepts round-trips through Date (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(fc.integer({ min: -1, max: 12000 }), fc.integer({ min: -1, max: 100 }), fc.integer({ min: -1, max: 100 }))
            .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
        ),
        (s) => {
          if (!isoDate.safeParse(s).success) return;
          expect(new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10)).toBe(s);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('isoDateTime refuses impossible points in time', () => {
    expect(isoDateTime.safeParse('2026-05-01T10:00:00Z').success).toBe(true);
    expect(isoDateTime.safeParse('2026-05-01T10:00:00+02:00').success).toBe(true);
    for (const bad of ['2026-02-31T00:00:00Z', '0000-01-01T00:00:00Z', '+275761-01-01T00:00:00Z', '2026-01-01T24:61:00Z', '2026-05-01'])
      expect(isoDateTime.safeParse(bad).success, bad).toBe(false);
  });

  it('text refuses NUL, control characters and lone surrogates; multi-line keeps line breaks', () => {
    const name = text({ min: 1, max: 10 });
    expect(name.parse('  Ana  ')).toBe('Ana');
    for (const bad of ['A\u0000', 'A\u001b', 'A\u007f', 'A\nB', 'A\ud800', '', '   ', 'x'.repeat(11), 'x'.repeat(100_000)])
      expect(name.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    const body = text({ max: 100, multiline: true });
    expect(body.parse('Line 1\r\n\tLine 2')).toBe('Line 1\r\n\tLine 2');
    expect(body.safeParse('A\u0000B').success).toBe(false);
  });

  it('pageParam takes 1 to 10 000, digits only', () => {
    expect(pageParam().parse('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', '1e3', '99999999999999999999', '10001', ' 2', '0x10', '']) expect(pageParam().safeParse(bad).success, bad).toBe(false);
  });
});

describe('admin filters', () => {
  it('the purchases page drops what does not parse and keeps what does', () => {
    expect(purchaseSearch({ from: '0000-00-00', to: '2026-02-31', page: '99999999999999999999', uid: '\u0000', product: 'x'.repeat(101), sort: 'x' })).toEqual({
      sort: 'newest',
      page: 1,
    });
    expect(purchaseSearch({ from: '2026-01-01', uid: ['u1', 'u2'], page: ['2', '9'], store: 'play-store', status: '', sort: 'price' })).toEqual({
      from: '2026-01-01',
      uid: 'u1',
      page: 2,
      store: 'play-store',
      sort: 'price',
    });
  });

  it('the purchases CSV refuses a filter it cannot apply', () => {
    expect(strictPurchaseSearch(new URLSearchParams('from=0000-00-00'))).toBeNull();
    expect(strictPurchaseSearch(new URLSearchParams('uid=%00'))).toBeNull();
    expect(strictPurchaseSearch(new URLSearchParams('status=gone'))).toBeNull();
    expect(strictPurchaseSearch(new URLSearchParams('from=2026-01-01&to=&store=app-store'))).toEqual({ from: '2026-01-01', store: 'app-store' });
  });
});
