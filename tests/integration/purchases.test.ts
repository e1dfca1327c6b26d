import { afterAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';

// recordPurchase through the real callable route handler, on PGlite.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.EXHALE_DATA_DIR = mkdtempSync(join(tmpdir(), 'exhale-purchases-'));
});
vi.mock('server-only', () => ({}));

const { NextRequest } = await import('next/server');
const { POST } = await import('@/app/api/fn/[name]/route');
const { db } = await import('@/lib/db');
const { purchases } = await import('@/lib/db/schema');
const { eq } = await import('drizzle-orm');

afterAll(() => rmSync(process.env.EXHALE_DATA_DIR!, { recursive: true, force: true }));

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
