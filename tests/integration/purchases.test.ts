import { describe, expect, it } from 'vitest';
import './setup';

// recordPurchase through the real callable route handler, on PGlite (a data folder of its own: ./setup).
const { NextRequest } = await import('next/server');
const { POST } = await import('@/app/api/fn/[name]/route');
const { db } = await import('@/lib/db');
const { purchases } = await import('@/lib/purchases/tables');
const { eq } = await import('drizzle-orm');

const call = (data: unknown) =>
  POST(
    new NextRequest('http://localhost/api/fn/recordPurchase', {
      method: 'POST',
      body: JSON.stringify({ data }),
      headers: { 'content-type': 'application/json', 'x-exhale-secret': 'local-app-server-secret-0123456789' },
    }),
    {
      params: Promise.resolve({ name: 'recordPurchase' }),
    },
  );

describe('recordPurchase keeps prices as 64-bit micros', () => {
  it('a yen price of ¥980,000 (980 000 000 000 micros) is stored and read back exactly', async () => {
    const transactionId = `tx-yen-${Date.now()}`;
    const res = await call({
      store: 'play-store',
      transactionId,
      uid: null,
      product: 'premium.lifetime',
      priceMicros: 980_000 * 1_000_000,
      currency: 'JPY',
      status: 'purchased',
      purchasedAt: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
    const [row] = await (await db()).select().from(purchases).where(eq(purchases.transactionId, transactionId));
    expect(row!.priceMicros).toBe(980_000_000_000);
    expect(typeof row!.priceMicros).toBe('number');
  });

  it('a price of 2,148 units (just above 2³¹ micros) is accepted', async () => {
    const res = await call({
      store: 'app-store',
      transactionId: `tx-2148-${Date.now()}`,
      product: 'premium.yearly',
      priceMicros: 2_148_000_000,
      currency: 'HUF',
      status: 'purchased',
      purchasedAt: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
  });
});

describe('a purchase reported again', () => {
  it('without a uid (a store notice names no account) stays the member’s; the new status is kept', async () => {
    const transactionId = `tx-renew-${Date.now()}`;
    const report = {
      store: 'app-store',
      transactionId,
      product: 'premium.yearly',
      priceMicros: 49_990_000,
      currency: 'EUR',
      purchasedAt: new Date().toISOString(),
    };
    expect((await call({ ...report, uid: 'member-uid-1', status: 'purchased' })).status).toBe(200);
    expect((await call({ ...report, status: 'refunded' })).status).toBe(200);
    const rows = await (await db()).select().from(purchases).where(eq(purchases.transactionId, transactionId));
    expect(rows.map((r) => [r.uid, r.status])).toEqual([['member-uid-1', 'refunded']]);
  });
});

describe('the CSV export pages through purchases by key', () => {
  it('returns every row of the filter once, newest first, also when purchases arrive between pages', async () => {
    const { purchasePages } = await import('@/lib/purchases');
    const product = `export.test.${Date.now()}`;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
    // Seven purchases, three of them in the same minute (the key's tie is broken by id).
    for (const [i, minute] of [5, 4, 4, 4, 3, 2, 1].entries())
      await call({
        store: 'play-store',
        transactionId: `${product}-${i}`,
        product,
        priceMicros: 1_000_000,
        currency: 'EUR',
        status: 'purchased',
        purchasedAt: at(minute),
      });
    const expected = (await (await db()).select().from(purchases).where(eq(purchases.product, product)))
      .sort((a, b) => b.purchasedAt.getTime() - a.purchasedAt.getTime() || (a.id < b.id ? -1 : 1)) // uuids order as their hex text
      .map((r) => r.transactionId);
    const seen: string[] = [];
    let pages = 0;
    for await (const page of purchasePages(await db(), { product, sort: 'newest' }, 3)) {
      seen.push(...page.map((r) => r.transactionId));
      // A newer purchase reported during the export: with offsets it would push a row onto the next page twice.
      if (pages++ === 0)
        await call({
          store: 'play-store',
          transactionId: `${product}-late`,
          product,
          priceMicros: 1_000_000,
          currency: 'EUR',
          status: 'purchased',
          purchasedAt: at(9),
        });
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });
});
