import { expect, test } from '@playwright/test';
import { ADMIN, MEMBER, idTokenFor } from './helpers';

// Issue #13, "bad input never answers 500", against the production build: the findings themselves.

test('admin filters with impossible dates, huge page numbers, NUL and repeated keys show the page, unfiltered where the value did not parse', async ({
  request,
  baseURL,
}) => {
  const signIn = await request.post('/api/session', {
    headers: { Authorization: `Bearer ${await idTokenFor(ADMIN.email, ADMIN.password)}`, Origin: baseURL! },
  });
  expect(signIn.status()).toBe(200);
  const pages = [
    '/admin/purchases?from=0000-00-00',
    '/admin/purchases?page=99999999999999999999',
    '/admin/purchases?uid=%00',
    '/admin/purchases?to=2026-02-31&from=2026-99-99&product=%5C&uid=a&uid=b&page=2&page=3&sort=x&store=x',
    '/admin/motivation?from=0000-00-00&to=2026-02-31&lang=%00',
    '/admin/onboarding-funnel?from=0000-00-00&to=2026-99-99&platform=%00&uid=%00',
    '/admin/email?page=99999999999999999999&outbox=-1&status=%00&locale=x',
    '/admin/user-roles?q=%00&q=b',
    '/admin/code-campaigns?page=99999999999999999999',
    '/admin/support?page=99999999999999999999',
    '/admin/support?page=-1&page=%00',
  ];
  for (const url of pages) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(html, url).toContain('data-layout="admin"');
  }
  // The filter form shows what was applied: the impossible date and the NUL were dropped, a real date kept.
  const html = await (await request.get('/admin/purchases?from=0000-00-00&uid=%00&to=2026-12-31')).text();
  expect(html).toContain('<input id="p-from" type="date" name="from" value=""/>');
  expect(html).toContain('<input id="p-uid" name="uid" value=""/>');
  expect(html).toContain('<input id="p-to" type="date" name="to" value="2026-12-31"/>');

  // A campaign id that looks like one but is not a UUID is an unknown campaign: 404, not 500.
  expect((await request.get(`/admin/code-campaigns/${'-'.repeat(36)}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get(`/api/admin/campaigns/${'-'.repeat(36)}`)).status()).toBe(404);

  // The CSV export refuses a filter it cannot apply, instead of an empty or a complete file.
  for (const q of ['from=0000-00-00', 'to=2026-02-31', 'uid=%00', 'status=x']) {
    const res = await request.get(`/api/admin/purchases?${q}`);
    expect(res.status(), q).toBe(400);
    expect(await res.json()).toEqual({ error: { status: 400, message: 'invalid filter' } });
  }
  const ok = await request.get('/api/admin/purchases?from=2026-01-01&to=2026-12-31&store=app-store');
  expect(ok.status()).toBe(200);
  expect((await ok.text()).split('\n')[0]).toBe('purchased_at,store,transaction_id,product,price,currency,status,uid,expires_at');
});

test('callables answer INVALID_ARGUMENT (400) for impossible dates and NUL characters, and store yen prices', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await idTokenFor(MEMBER.email, MEMBER.password)}` };
  const bad = [
    ['createChallenge', { days: 21, startsOn: '2026-99-99', name: 'Ana' }],
    ['createChallenge', { days: 21, startsOn: '2026-02-31', name: 'Ana' }],
    ['createChallenge', { days: 21, startsOn: '2026-12-01', name: 'A\u0000na' }],
    ['createCertificate', { name: 'Ana', since: '2026-02-31', milestone: '1-week' }],
    ['createCertificate', { name: 'Ana', since: '2026-99-99', milestone: '1-week' }],
    ['createCertificate', { name: 'A\u0000na', since: '2025-01-01', milestone: '1-week' }],
    ['recordOnboardingStep', { step: 'welcome', at: '2026-02-31T10:00:00Z', platform: 'ios' }],
  ] as const;
  for (const [name, data] of bad) {
    const res = await request.post(`/api/fn/${name}`, { data: { data }, headers });
    expect(res.status(), `${name} ${JSON.stringify(data)}`).toBe(400);
    expect((await res.json()).error.status).toBe('INVALID_ARGUMENT');
  }
  const secret = { 'x-exhale-secret': 'local-app-server-secret-0123456789' };
  const purchase = {
    store: 'play-store',
    transactionId: `tx-yen-${Date.now()}`,
    product: 'premium.lifetime',
    priceMicros: 980_000 * 1_000_000,
    currency: 'JPY',
    status: 'purchased',
    purchasedAt: new Date().toISOString(),
  };
  expect((await request.post('/api/fn/recordPurchase', { data: { data: purchase }, headers: secret })).status()).toBe(200);
  const nul = await request.post('/api/fn/recordPurchase', { data: { data: { ...purchase, transactionId: 'tx-\u0000' } }, headers: secret });
  expect(nul.status()).toBe(400);
  expect((await nul.json()).error.status).toBe('INVALID_ARGUMENT');
});
