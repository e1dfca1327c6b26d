import { z } from 'zod';
import { currencies, DEFAULT_PACK_SIZE, SAVINGS_LIMITS, typedNumber, type SavingsErrorKey } from './calc';

const field = (range: { min: number; max: number }, rangeKey: SavingsErrorKey, whole: boolean) =>
  z.unknown().transform((v, ctx) => {
    const n = typedNumber(v);
    const fail = (message: SavingsErrorKey) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (n === undefined) return fail('required');
    if (!Number.isFinite(n)) return fail('number');
    if (whole && !Number.isInteger(n)) return fail('whole');
    if (n < range.min || n > range.max) return fail(rangeKey);
    return n;
  });

/** The savings form (a plain GET form without JavaScript): every field parsed, each error a message key. */
export const savingsInput = z.object({
  perDay: field(SAVINGS_LIMITS.perDay, 'perDayRange', true),
  price: field(SAVINGS_LIMITS.price, 'priceRange', false),
  packSize: z.preprocess((v) => (typedNumber(v) === undefined ? DEFAULT_PACK_SIZE : v), field(SAVINGS_LIMITS.packSize, 'packSizeRange', true)),
  currency: z.enum(currencies, { message: 'currency' }),
});
