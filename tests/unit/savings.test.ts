import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkSavings, computeSavings, savingsFromForm, splitMinutes } from '@/lib/savings';

describe('savings calculator', () => {
  it('20 a day at 10 a pack of 20: 10 a day, 3652.50 a year, 7305 cigarettes and 80355 minutes not smoked', () => {
    const s = computeSavings({ perDay: 20, price: 10, packSize: 20 });
    expect(s.money.year).toBeCloseTo(3652.5, 6);
    expect(s.money.month).toBeCloseTo(304.375, 6);
    expect(s.cigarettes).toEqual({ month: 609, year: 7305 });
    expect(s.minutes.year).toBe(80355);
    expect(splitMinutes(s.minutes.year)).toEqual({ days: 55, hours: 19 });
  });

  it('reads a GET form: decimal comma, default pack size of 20', () => {
    const r = savingsFromForm({ perDay: '10', price: '8,50', currency: 'EUR' });
    expect(r.ok).toBe(true);
    expect(r.ok && r.input).toEqual({ perDay: 10, price: 8.5, packSize: 20, currency: 'EUR' });
  });

  it('names each bad field with a message key, never throws', () => {
    expect(savingsFromForm({ perDay: '-3', price: 'abc', packSize: '2.5', currency: 'XXX' })).toEqual({
      ok: false,
      errors: { perDay: 'perDayRange', price: 'number', packSize: 'whole', currency: 'currency' },
    });
    expect(savingsFromForm({})).toMatchObject({ ok: false, errors: { perDay: 'required', price: 'required' } });
    expect(savingsFromForm({ perDay: '1e9', price: '1'.repeat(20), currency: 'EUR' })).toMatchObject({
      ok: false,
      errors: { perDay: 'number', price: 'priceRange' },
    });
  });

  it('property: the instant check in the browser and the server schema agree on every input', () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer({ min: -1000, max: 1000 }).map(String),
      fc.double({ noNaN: false }).map(String),
      fc.double({ min: 0, max: 200 }).map((n) => n.toFixed(2).replace('.', ',')),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(value, value, value, fc.constantFrom('EUR', 'USD', 'XYZ', undefined), (perDay, price, packSize, currency) => {
        const raw = { perDay, price, packSize, currency };
        const server = savingsFromForm(raw);
        const client = checkSavings(raw);
        expect(client.ok).toBe(server.ok);
        if (server.ok && client.ok) expect(client.input).toEqual(server.input);
        if (!server.ok && !client.ok) expect(client.errors).toEqual(server.errors);
      }),
      { numRuns: 500 },
    );
  });

  it('property: money and time grow with what is smoked, and a year is 12 months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.integer({ min: 1, max: 100 }),
        (perDay, price, packSize) => {
          const s = computeSavings({ perDay, price, packSize });
          const more = computeSavings({ perDay: perDay + 1, price, packSize });
          expect(more.money.year).toBeGreaterThan(s.money.year);
          expect(more.minutes.year).toBeGreaterThan(s.minutes.year);
          expect(s.money.month * 12).toBeCloseTo(s.money.year, 6);
        },
      ),
    );
  });
});
