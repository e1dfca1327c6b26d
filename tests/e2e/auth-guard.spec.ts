import { expect, test, type APIRequestContext } from '@playwright/test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { ADMIN, MEMBER, expectSignInRedirects, idTokenFor, location } from './helpers';

// The guard and the session cookie, through the real server and the real Auth emulator.

async function session(request: APIRequestContext, baseURL: string, who: { email: string; password: string }) {
  const res = await request.post('/api/session', {
    headers: { Authorization: `Bearer ${await idTokenFor(who.email, who.password)}`, Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'token');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  return cookie!.value;
}

test('signed out: /admin, /de/admin/purchases, /data-deletion, /account and its craving page go to login with the path kept', async ({ request }) => {
  await expectSignInRedirects(request, [
    ['/admin', '/login?redirect=%2Fadmin'],
    ['/de/admin/purchases', '/de/login?redirect=%2Fde%2Fadmin%2Fpurchases'],
    ['/data-deletion', '/login?redirect=%2Fdata-deletion'],
    ['/account', '/login?redirect=%2Faccount'],
    ['/de/mein-exhale', '/de/login?redirect=%2Fde%2Fmein-exhale'],
    ['/account/craving', '/login?redirect=%2Faccount%2Fcraving'],
    ['/de/mein-exhale/rauchverlangen', '/de/login?redirect=%2Fde%2Fmein-exhale%2Frauchverlangen'],
  ] as const);
});

test('an altered, unsigned or wrongly signed token cookie opens nothing', async ({ playwright, baseURL }) => {
  const origin = baseURL!;
  const member = await playwright.request.newContext({ baseURL: origin });
  const real = await session(member, origin, MEMBER);
  await member.dispose();

  const [h, p, s] = real.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
  const altered = [h, Buffer.from(JSON.stringify({ ...payload, admin: true })).toString('base64url'), s].join('.');
  const none = new UnsecuredJWT({ ...payload, admin: true }).encode();
  const wrongKey = await new SignJWT({ ...payload, admin: true }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-our-key-'.repeat(4)));

  for (const [name, value] of Object.entries({ altered, none, wrongKey })) {
    const ctx = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { cookie: `token=${value}` } });
    const admin = await ctx.get('/admin', { maxRedirects: 0 });
    expect(admin.status(), name).toBe(307);
    expect(location(admin), name).toContain('/login?redirect=%2Fadmin');
    const deletion = await ctx.get('/data-deletion', { maxRedirects: 0 });
    expect(location(deletion), name).toContain('/login?redirect=%2Fdata-deletion');
    await ctx.dispose();
  }
});

test('the header x-middleware-subrequest does not skip the guard', async ({ request }) => {
  for (const value of ['1', 'proxy', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware:proxy:proxy:proxy:proxy:proxy']) {
    const res = await request.get('/admin', { maxRedirects: 0, headers: { 'x-middleware-subrequest': value } });
    expect(res.status(), value).toBe(307);
    expect(location(res), value).toContain('/login?redirect=%2Fadmin');
  }
});

test('a member is sent from /admin to "no admin rights"; an admin gets in', async ({ playwright, baseURL }) => {
  const member = await playwright.request.newContext({ baseURL: baseURL! });
  await session(member, baseURL!, MEMBER);
  const refused = await member.get('/fr/admin/purchases', { maxRedirects: 0 });
  expect(refused.status()).toBe(307);
  expect(location(refused)).toContain('/fr/error?message=no%20admin%20rights');
  expect((await member.get('/data-deletion', { maxRedirects: 0 })).status()).toBe(200);
  expect((await member.get('/pl/moj-exhale', { maxRedirects: 0 })).status()).toBe(200);
  expect((await member.get('/pl/moj-exhale/glod-nikotynowy', { maxRedirects: 0 })).status()).toBe(200);
  await member.dispose();

  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  await session(admin, baseURL!, ADMIN);
  const res = await admin.get('/de/admin/purchases', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('data-layout="admin"');
  await admin.dispose();
});

test('/api/session refuses other origins, forged ID tokens and stale tokens; DELETE clears the cookie', async ({ request, baseURL }) => {
  const token = await idTokenFor(MEMBER.email, MEMBER.password);
  const cross = await request.post('/api/session', { headers: { Authorization: `Bearer ${token}`, Origin: 'https://evil.example' } });
  expect(cross.status()).toBe(403);
  const noOrigin = await request.post('/api/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(noOrigin.status()).toBe(403);

  const now = Math.floor(Date.now() / 1000);
  const forged = new UnsecuredJWT({ user_id: 'ghost', email: 'ghost@evil.example', auth_time: now, firebase: { sign_in_provider: 'password' } })
    .setIssuer('https://securetoken.google.com/demo-exhale')
    .setAudience('demo-exhale')
    .setSubject('ghost')
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .encode();
  const ghost = await request.post('/api/session', { headers: { Authorization: `Bearer ${forged}`, Origin: baseURL! } });
  expect(ghost.status()).toBe(401);
  expect(ghost.headers()['set-cookie'] ?? '').not.toMatch(/token=ey/);

  await session(request, baseURL!, MEMBER);
  const out = await request.delete('/api/session', { headers: { Origin: baseURL! } });
  expect(out.status()).toBe(204);
  expect((await request.storageState()).cookies.find((c) => c.name === 'token' && c.value)).toBeUndefined();
  expect((await request.get('/data-deletion', { maxRedirects: 0 })).status()).toBe(307);
});
