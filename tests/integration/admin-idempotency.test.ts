import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';

// An idempotency key means one request (issue #33): the same key again answers as the first time and
// makes nothing more; the same key with other input answers `conflict` and makes nothing. Code campaigns
// here (newsletters: admin-actions.test.ts; purchases by transaction id: client-times.test.ts). The real
// admin action against the Auth emulator and PGlite; only Next's request APIs are stubbed.
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { eq, sql } = await import('drizzle-orm');
const { createCampaignAction } = await import('@/lib/campaigns/actions');

beforeAll(async () => {
  await db(); // the data folder is opened, migrated and seeded here (slow on a busy machine), not in the first test
  const admin = await adminAuth().createUser({ email: `keys-${Date.now()}@example.test` });
  await adminAuth().setCustomUserClaims(admin.uid, { admin: true });
  jar.cookie = await signSession({ uid: admin.uid, email: admin.email!, admin: true }, [process.env.SESSION_SECRET!], Date.now() + 2000);
});

async function made() {
  const d = await db();
  const campaigns = await d.select().from(schema.codeCampaigns).orderBy(schema.codeCampaigns.createdAt);
  const [codes] = (await d.select({ n: sql<number>`count(*)::int` }).from(schema.codes)) as Array<{ n: number }>;
  const [audit] = (await d.select({ n: sql<number>`count(*)::int` }).from(schema.auditLog)) as Array<{ n: number }>;
  return { campaigns: campaigns.map((c) => c.id), codes: codes!.n, audit: audit!.n };
}

describe('a code campaign’s idempotency key', () => {
  const input = { name: 'Spring', grantDays: 30, validFrom: '2026-01-01', validUntil: '2027-01-01', count: 5, prefix: 'SP', codeLength: 8 as const };

  it('the same request again (a retry, a double submit) answers the same campaign and makes one', async () => {
    const key = crypto.randomUUID();
    const before = await made();
    const [first, second] = await Promise.all([createCampaignAction({ ...input, key }), createCampaignAction({ ...input, key })]);
    expect(first).toMatchObject({ status: 'ok', detail: expect.any(String) });
    expect(second).toEqual(first);
    expect(await createCampaignAction({ ...input, key })).toEqual(first);
    const after = await made();
    expect(after.campaigns).toEqual([...before.campaigns, (first as { detail: string }).detail]);
    expect([after.codes, after.audit]).toEqual([before.codes + 5, before.audit + 1]);
  });

  it('the key with other input answers conflict and changes nothing, whichever field differs', async () => {
    const key = crypto.randomUUID();
    const first = (await createCampaignAction({ ...input, key })) as { status: 'ok'; detail: string };
    expect(first.status).toBe('ok');
    const before = await made();
    const others = [
      { name: 'Summer' },
      { grantDays: 31 },
      { validFrom: '2026-01-02' },
      { validUntil: '2027-01-02' },
      { count: 6 },
      { prefix: 'XY' },
      { codeLength: 12 as const },
    ];
    for (const other of others) expect(await createCampaignAction({ ...input, ...other, key }), JSON.stringify(other)).toEqual({ status: 'conflict' });
    expect(await made()).toEqual(before);
    const [row] = await (await db()).select().from(schema.codeCampaigns).where(eq(schema.codeCampaigns.id, first.detail));
    expect([row!.name, row!.grantDays]).toEqual(['Spring', 30]);
    // The same input with a new key is a new campaign.
    expect(await createCampaignAction({ ...input, key: crypto.randomUUID() })).toMatchObject({ status: 'ok' });
  });
});
