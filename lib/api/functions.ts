import { z } from 'zod';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { onboardingEvents, purchases } from '@/lib/db/schema';
import { redeemCode, CODE_SHAPE, normalizeCode } from '@/lib/campaigns';
import { createChallenge } from '@/lib/challenges';
import { certificateInput, createCertificate } from '@/lib/certificates';
import { localePrefixes, locales } from '@/lib/i18n/locales';
import { identifier, isoDate, isoDateTime, text } from '@/lib/validation/schema';
import { CallableError, defineFunction, type CallableFunction } from './callable';

/** The largest price we store: 10¹² micros (a million units of any currency) fits a bigint easily. */
const MAX_PRICE_MICROS = 1e12;

/** The app-facing functions, by name (`POST /api/fn/{name}`). */
export const functions: Record<string, CallableFunction> = {
  recordOnboardingStep: defineFunction({
    auth: 'user',
    input: z.object({ step: z.string().regex(/^[a-z0-9-]{1,64}$/), at: isoDateTime, platform: z.enum(['ios', 'android', 'web']) }),
    handler: async (data, ctx) => {
      await (await db()).insert(onboardingEvents).values({ uid: ctx.uid!, step: data.step, platform: data.platform, at: new Date(data.at) });
      return { recorded: true };
    },
  }),

  recordPurchase: defineFunction({
    auth: 'secret',
    input: z.object({
      store: z.enum(['app-store', 'play-store']),
      transactionId: identifier(200),
      uid: identifier(128).nullable().default(null),
      product: identifier(200),
      priceMicros: z.number().int().min(0).max(MAX_PRICE_MICROS),
      currency: z.string().regex(/^[A-Z]{3}$/),
      status: z.enum(['purchased', 'renewed', 'refunded', 'cancelled', 'expired']),
      purchasedAt: isoDateTime,
      expiresAt: isoDateTime.nullable().default(null),
    }),
    handler: async (data) => {
      const values = { ...data, purchasedAt: new Date(data.purchasedAt), expiresAt: data.expiresAt ? new Date(data.expiresAt) : null, updatedAt: new Date() };
      // Idempotent by the store's transaction id: a repeat updates the same row.
      const [row] = await (await db())
        .insert(purchases)
        .values(values)
        .onConflictDoUpdate({ target: [purchases.store, purchases.transactionId], set: { status: values.status, expiresAt: values.expiresAt, uid: values.uid, updatedAt: values.updatedAt } })
        .returning({ id: purchases.id });
      return { id: row!.id };
    },
  }),

  redeemCode: defineFunction({
    auth: 'user',
    input: z.object({ code: z.string().max(64).transform(normalizeCode).pipe(z.string().regex(CODE_SHAPE)) }),
    handler: async (data, ctx) => {
      const r = await redeemCode(await db(), ctx.uid!, data.code);
      if (r.ok) return { grant: r.grant, days: r.days };
      if (r.reason === 'already-redeemed') throw new CallableError('already-exists', 'This code has already been redeemed.');
      if (r.reason === 'not-valid-now') throw new CallableError('failed-precondition', 'This code is not valid now.');
      throw new CallableError('not-found', 'Unknown code.');
    },
  }),

  createChallenge: defineFunction({
    auth: 'user',
    input: z.object({
      days: z.number().int().min(1).max(365),
      startsOn: isoDate,
      name: text({ min: 1, max: 60 }),
      locale: z.enum(locales).default('en-US'),
    }),
    handler: async (data, ctx) => {
      const { challengeId, inviteToken } = await createChallenge(await db(), { uid: ctx.uid!, name: data.name }, data);
      const inviteUrl = new URL(`${localePrefixes[data.locale]}/challenge-invite/${inviteToken}`, env().SITE_URL).toString();
      return { challengeId, inviteUrl };
    },
  }),

  createCertificate: defineFunction({
    auth: 'user',
    input: certificateInput.extend({ locale: z.enum(locales).default('en-US') }),
    handler: async ({ locale, ...data }, ctx) => {
      const { id } = await createCertificate(await db(), ctx.uid!, data);
      return { id, url: new URL(`${localePrefixes[locale]}/certificate/${id}`, env().SITE_URL).toString() };
    },
  }),
};
