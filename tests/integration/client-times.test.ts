import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './setup';
import { call } from './members';

// Times a client dates (issue #33): through the real callable route handler, the Auth emulator's ID
// tokens and PGlite. A time later than now (beyond a few minutes of clock skew) or before the account
// was made answers 400 INVALID_ARGUMENT naming the field, and nothing is stored (lib/validation/time).
const { NextRequest } = await import('next/server');
const { POST } = await import('@/app/api/fn/[name]/route');
const { eq } = await import('drizzle-orm');
const { db } = await import('@/lib/db');
const { onboardingEvents } = await import('@/lib/funnel/tables');
const { purchases } = await import('@/lib/purchases/tables');
const { CLOCK_SKEW_MS } = await import('@/lib/validation/time');

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
let member = { idToken: '', localId: '' };
let madeAt = 0;
beforeAll(async () => {
  await db(); // opened, migrated and seeded here, not in the first test
  madeAt = Date.now();
  member = await signUp(`times-${Date.now()}@example.test`, 'times-pass-1');
}, 60_000);

const steps = async () => (await (await db()).select().from(onboardingEvents).where(eq(onboardingEvents.uid, member.localId))).map((r) => r.at.toISOString());
const step = (at: string) => call('recordOnboardingStep', member.idToken, { step: 'welcome', at, platform: 'ios' });

describe('recordOnboardingStep: the step’s time is the user’s own past', () => {
  it('refuses a time in the future (beyond the skew) and one before the account existed, with 400 and nothing stored', async () => {
    for (const at of [iso(Date.now() + CLOCK_SKEW_MS + MINUTE), iso(Date.now() + 24 * 60 * MINUTE), '2999-01-01T00:00:00Z']) {
      const res = await step(at);
      expect([res.status, res.body.error?.status], at).toEqual([400, 'INVALID_ARGUMENT']);
      expect(res.body.error?.message, at).toMatch(/^at: /);
    }
    for (const at of [iso(madeAt - CLOCK_SKEW_MS - 10 * MINUTE), '2020-01-01T00:00:00Z', '1900-01-01T00:00:00Z']) {
      const res = await step(at);
      expect([res.status, res.body.error?.status, res.body.error?.message], at).toEqual([400, 'INVALID_ARGUMENT', 'at: a time before the account existed']);
    }
    expect(await steps()).toEqual([]);
  });

  it('accepts now, a clock a little ahead (within the skew) and a moment since the account was made', async () => {
    const times = [iso(Date.now()), iso(Date.now() + CLOCK_SKEW_MS - MINUTE), iso(madeAt + 1)];
    for (const at of times) expect((await step(at)).status, at).toBe(200);
    expect((await steps()).sort()).toEqual(times.map((t) => new Date(t).toISOString()).sort());
  });
});

const purchase = (data: Record<string, unknown>) =>
  POST(
    new NextRequest('http://localhost/api/fn/recordPurchase', {
      method: 'POST',
      body: JSON.stringify({ data }),
      headers: { 'content-type': 'application/json', 'x-exhale-secret': 'local-app-server-secret-0123456789' },
    }),
    { params: Promise.resolve({ name: 'recordPurchase' }) },
  );

describe('recordPurchase: a purchase time is not in the future; a transaction id means one purchase', () => {
  const report = (transactionId: string) => ({
    store: 'app-store',
    transactionId,
    uid: null,
    product: 'premium.yearly',
    priceMicros: 29_990_000,
    currency: 'EUR',
    status: 'purchased',
    purchasedAt: new Date().toISOString(),
  });
  const rows = async (transactionId: string) => (await db()).select().from(purchases).where(eq(purchases.transactionId, transactionId));

  it('refuses a purchase dated in the future with 400, and stores nothing', async () => {
    const tx = `tx-future-${Date.now()}`;
    const res = await purchase({ ...report(tx), purchasedAt: iso(Date.now() + CLOCK_SKEW_MS + MINUTE) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { status: string } }).error.status).toBe('INVALID_ARGUMENT');
    expect(await rows(tx)).toEqual([]);
  });

  it('the same transaction reported again updates its status; with another product, price, currency or time it is a conflict (409) and changes nothing', async () => {
    const tx = `tx-conflict-${Date.now()}`;
    const first = report(tx);
    expect((await purchase(first)).status).toBe(200);
    expect((await purchase({ ...first, status: 'renewed' })).status).toBe(200);
    const stored = await rows(tx);
    expect(stored.map((r) => r.status)).toEqual(['renewed']);
    for (const other of [{ product: 'premium.monthly' }, { priceMicros: 1 }, { currency: 'USD' }, { purchasedAt: iso(Date.now() - 60 * MINUTE) }]) {
      const res = await purchase({ ...first, ...other, status: 'refunded' });
      expect([res.status, ((await res.json()) as { error?: { status: string } }).error?.status], JSON.stringify(other)).toEqual([409, 'ABORTED']);
    }
    expect(await rows(tx)).toEqual(stored);
  });
});
