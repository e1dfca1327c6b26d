import { expect, test } from '@playwright/test';
import { idTokenFor, uniqueEmail, MEMBER } from './helpers';
import { mailsTo, subscribeCall } from './walk';

// Requests that name another site (issue #33): a proxy passing on a foreign X-Forwarded-Host, or a page
// of another site posting with its Origin, get a 4xx (never Next.js's 500 for a Server Action) and
// change nothing; the same requests for our own host work.
const FOREIGN_HOST = { 'x-forwarded-host': 'evil.example' };
const FOREIGN_ORIGIN = { origin: 'http://evil.example' };

test('a Server Action through a foreign X-Forwarded-Host or from a foreign Origin is refused with a 4xx and sends nothing', async ({ baseURL }) => {
  const refused: string[] = [];
  for (const [headers, status] of [
    [{ ...FOREIGN_HOST, origin: baseURL! }, 400],
    [{ ...FOREIGN_HOST }, 400],
    [FOREIGN_ORIGIN, 403],
    [{ origin: 'null' }, 403],
  ] as const) {
    const email = uniqueEmail('foreign');
    const res = await subscribeCall(baseURL!, email, headers);
    expect(res.status, JSON.stringify(headers)).toBe(status);
    expect(await res.text()).not.toContain('"status":"sent"');
    refused.push(email);
  }
  // The same call from our own page, also through a proxy that names our host, subscribes.
  const ours = uniqueEmail('ours');
  const host = new URL(baseURL!).host;
  for (const [email, headers] of [
    [ours, { origin: baseURL! }],
    [uniqueEmail('proxied'), { origin: baseURL!, 'x-forwarded-host': host }],
  ] as const) {
    const res = await subscribeCall(baseURL!, email, headers);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"status":"sent"');
  }
  await expect.poll(async () => (await mailsTo(baseURL!, ours)).length, { timeout: 20_000 }).toBe(1);
  for (const email of refused) expect(await mailsTo(baseURL!, email), email).toEqual([]);
});

test('a page through a foreign X-Forwarded-Host or with a foreign Origin gets a 4xx; our own host and the mobile sub-host work', async ({
  request,
  baseURL,
}) => {
  for (const path of ['/de/hilfe', '/', '/posts/cravings', '/admin', '/no-such-page']) {
    const viaProxy = await request.get(encodeURI(path), { headers: FOREIGN_HOST, maxRedirects: 0 });
    expect(viaProxy.status(), path).toBe(400);
    expect(viaProxy.headers()['cache-control'], path).toBe('private, no-store');
    const fromElsewhere = await request.get(encodeURI(path), { headers: FOREIGN_ORIGIN, maxRedirects: 0 });
    expect(fromElsewhere.status(), path).toBe(403);
  }
  const host = new URL(baseURL!).host;
  const ours = await request.get('/de/hilfe', { headers: { 'x-forwarded-host': host, origin: baseURL! }, maxRedirects: 0 });
  expect(ours.status()).toBe(200);
  expect(await ours.text()).toContain('<html lang="de-DE"');
  const mobile = await request.get('/help', { headers: { host: 'm.localhost', 'x-forwarded-host': 'm.localhost' }, maxRedirects: 0 });
  expect(mobile.status()).toBe(307);
  expect(mobile.headers()['location']).toBe(new URL('/', baseURL).toString());
});

test('POST /api/session through a foreign X-Forwarded-Host or from a foreign Origin is refused with no cookie; from our page it signs in', async ({
  playwright,
  baseURL,
}) => {
  const token = await idTokenFor(MEMBER.email, MEMBER.password);
  const api = await playwright.request.newContext({ baseURL });
  const post = (headers: Record<string, string>) => api.post('/api/session', { headers: { Authorization: `Bearer ${token}`, ...headers } });
  for (const [headers, status] of [
    [{ ...FOREIGN_HOST, origin: baseURL! }, 400],
    [FOREIGN_ORIGIN, 403],
  ] as const) {
    const res = await post(headers);
    expect(res.status(), JSON.stringify(headers)).toBe(status);
    expect(res.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined();
  }
  expect((await api.storageState()).cookies.map((c) => c.name)).not.toContain('token');
  const ours = await post({ origin: baseURL! });
  expect(ours.status()).toBe(200);
  expect((await api.storageState()).cookies.map((c) => c.name)).toContain('token');
  await api.dispose();
});
