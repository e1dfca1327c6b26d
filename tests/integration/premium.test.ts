import { afterEach, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';
import { call, member } from './members';

// Premium on the web: /account's code form (redeemCodeAction) and the app's `redeemCode` are one
// function with one limit, and the member's premium (lib/account premiumOf) comes from their own codes
// and purchases only. Real actions, callables and queries on the Auth emulator and PGlite; Next's
// request APIs are stubbed (the cookie jar holds the session cookie).
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq } = await import('drizzle-orm');
const { createCampaign, formatCode } = await import('@/lib/campaigns');
const { redeemCodeAction } = await import('@/lib/campaigns/actions');
const { purchaseRecord, upsertPurchase } = await import('@/lib/purchases');
const { premiumOf } = await import('@/lib/account');

afterEach(() => {
  jar.cookie = undefined;
});

const DAY = 86_400_000;

async function campaign(opts: { days: number; from?: Date; until?: Date; count?: number }) {
  const now = Date.now();
  const { campaign, created } = await createCampaign(await db(), {
    name: `Premium test ${now}`,
    grantDays: opts.days,
    validFrom: opts.from ?? new Date(now - DAY),
    validUntil: opts.until ?? new Date(now + 30 * DAY),
    count: opts.count ?? 3,
  });
  expect(created).toBe(true);
  const rows = await (await db()).select().from(schema.codes).where(eq(schema.codes.campaignId, campaign.id));
  return rows.map((r) => formatCode(r.code, campaign.prefix));
}

describe('redeeming a code on the web', () => {
  it('grants premium until the right day, as the app would; the code is then spent for the web and the app', async () => {
    const m = await member('Redeemer');
    const [code, second] = await campaign({ days: 30 });
    jar.cookie = m.cookie;
    // Typed the way people type: lower case, with spaces.
    const typed = ` ${code!.toLowerCase().replace(/-/g, ' ')} `;
    expect(await redeemCodeAction({ code: typed })).toEqual({ status: 'ok', grant: 'premium', days: 30 });
    const [row] = await (await db()).select().from(schema.codes).where(eq(schema.codes.uid, m.uid));
    expect(row!.redeemedAt).toBeInstanceOf(Date);

    const premium = await premiumOf(await db(), m.uid);
    expect(premium.active).toBe(true);
    expect(premium.until!.getTime()).toBe(row!.redeemedAt!.getTime() + 30 * DAY);
    expect(premium.codes).toHaveLength(1);

    expect(await redeemCodeAction({ code: code! })).toEqual({ status: 'already-redeemed' });
    expect((await call('redeemCode', m.idToken, { code })).status).toBe(409);
    // The app redeems the campaign's next code the same way.
    const app = await call('redeemCode', m.idToken, { code: second });
    expect([app.status, app.body.result]).toEqual([200, { grant: 'premium', days: 30 }]);
    expect(await (await db()).select().from(schema.codes).where(eq(schema.codes.uid, m.uid))).toHaveLength(2);
  });

  it('answers why a code does not work, never a throw, and changes nothing', async () => {
    const m = await member('Refused');
    const [later] = await campaign({ days: 7, from: new Date(Date.now() + 5 * DAY), until: new Date(Date.now() + 10 * DAY) });
    jar.cookie = m.cookie;
    expect(await redeemCodeAction({ code: 'ZZZZ-ZZZZ-ZZZZ' })).toEqual({ status: 'not-found' });
    expect(await redeemCodeAction({ code: later! })).toEqual({ status: 'not-valid-now' });
    for (const bad of [{ code: 'short' }, { code: 'x'.repeat(65) }, { code: 42 }, null, 'ABCD-EFGH-JKLM'])
      expect(await redeemCodeAction(bad as never)).toEqual({ status: 'invalid' });
    expect(await (await db()).select().from(schema.codes).where(eq(schema.codes.uid, m.uid))).toHaveLength(0);
    expect((await premiumOf(await db(), m.uid)).active).toBe(false);
    jar.cookie = undefined;
    expect(await redeemCodeAction({ code: later! })).toEqual({ status: 'signed-out' });
  });

  it('shares one allowance of 10 guesses in 10 minutes with the app', async () => {
    const m = await member('Guesser');
    const [good] = await campaign({ days: 7 });
    jar.cookie = m.cookie;
    for (let i = 0; i < 5; i++) expect(await redeemCodeAction({ code: `NOPE-NOPE-${String(i).padStart(4, '0')}` })).toEqual({ status: 'not-found' });
    for (let i = 5; i < 10; i++) expect((await call('redeemCode', m.idToken, { code: `NOPE-NOPE-${String(i).padStart(4, '0')}` })).status).toBe(404);
    expect(await redeemCodeAction({ code: good! })).toEqual({ status: 'rate-limited' });
    expect((await call('redeemCode', m.idToken, { code: good })).status).toBe(429);
    // Over the limit nothing is redeemed.
    expect(await (await db()).select().from(schema.codes).where(eq(schema.codes.uid, m.uid))).toHaveLength(0);
  });
});

describe("a member's premium", () => {
  it('comes from their own purchases and codes only: the latest end wins, ended and refunded ones grant nothing', async () => {
    const m = await member('Buyer');
    const other = await member('Stranger');
    const d = await db();
    const now = Date.now();
    const base = { currency: 'EUR', priceMicros: 4_990_000, product: 'exhale.premium.yearly' };
    await upsertPurchase(
      d,
      purchaseRecord.parse({
        ...base,
        store: 'app-store',
        transactionId: `t-${now}-1`,
        uid: m.uid,
        status: 'purchased',
        purchasedAt: new Date(now - 400 * DAY).toISOString(),
        expiresAt: new Date(now - 35 * DAY).toISOString(),
      }),
    );
    await upsertPurchase(
      d,
      purchaseRecord.parse({
        ...base,
        store: 'play-store',
        transactionId: `t-${now}-2`,
        uid: m.uid,
        status: 'refunded',
        purchasedAt: new Date(now - 10 * DAY).toISOString(),
        expiresAt: new Date(now + 355 * DAY).toISOString(),
      }),
    );
    await upsertPurchase(
      d,
      purchaseRecord.parse({
        ...base,
        store: 'app-store',
        transactionId: `t-${now}-3`,
        uid: other.uid,
        status: 'purchased',
        purchasedAt: new Date(now - DAY).toISOString(),
        expiresAt: new Date(now + 364 * DAY).toISOString(),
      }),
    );

    const lapsed = await premiumOf(d, m.uid);
    expect(lapsed.active).toBe(false);
    expect(lapsed.until!.toISOString()).toBe(new Date(now - 35 * DAY).toISOString());
    expect(lapsed.purchases.map((p) => [p.store, p.status])).toEqual([
      ['play-store', 'refunded'],
      ['app-store', 'purchased'],
    ]);

    await upsertPurchase(
      d,
      purchaseRecord.parse({
        ...base,
        store: 'play-store',
        transactionId: `t-${now}-4`,
        uid: m.uid,
        status: 'renewed',
        purchasedAt: new Date(now).toISOString(),
        expiresAt: new Date(now + 20 * DAY).toISOString(),
      }),
    );
    const renewed = await premiumOf(d, m.uid);
    expect(renewed.active).toBe(true);
    expect(renewed.until!.toISOString()).toBe(new Date(now + 20 * DAY).toISOString());
    expect(renewed.purchases).toHaveLength(3);
    expect(JSON.stringify(renewed)).not.toContain(other.uid);
  });
});
