import { expect, test } from '@playwright/test';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, updateProfile } from 'firebase/auth';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { emulatorHost, idTokenFor, joinAsNewFriend, uniqueEmail } from './helpers';
import { expectAccessible } from './axe';

// The app-facing API through Firebase's own callable client, and the pages it feeds.
async function member(name: string): Promise<{ app: FirebaseApp; email: string }> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-exhale', authDomain: 'localhost' }, `e2e-${Math.random()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  const email = uniqueEmail('api');
  const { user } = await createUserWithEmailAndPassword(auth, email, 'api-pass-123');
  await updateProfile(user, { displayName: name });
  return { app, email };
}

/** A new member's certificate (one month smoke-free since 2026-10-01), made through the app API. */
async function certificateOf(baseURL: string, name: string) {
  const { app, email } = await member('Owner');
  const made = await httpsCallableFromURL<unknown, { id: string; url: string }>(
    getFunctions(app),
    `${baseURL}/api/fn/createCertificate`,
  )({
    name,
    since: '2026-10-01',
    milestone: '1-month',
  });
  await deleteApp(app);
  return { made, email };
}

test('the Firebase callable client sees the spec codes', async ({ baseURL }) => {
  const { app } = await member('Caller');
  const fns = getFunctions(app);
  const call = (name: string) => httpsCallableFromURL(fns, `${baseURL}/api/fn/${name}`);
  await expect(call('createChallenge')({ days: 0, startsOn: 'soon', name: '' })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  await expect(call('noSuchFunction')({})).rejects.toMatchObject({ code: 'functions/not-found' });
  const step = await call('recordOnboardingStep')({ step: 'welcome', at: new Date().toISOString(), platform: 'ios' });
  expect(step.data).toEqual({ recorded: true });
  // Guessing codes is rate-limited: the 11th attempt within 10 minutes is refused.
  for (let i = 0; i < 10; i++) await expect(call('redeemCode')({ code: 'ZZZZ-ZZZZ-ZZZZ' })).rejects.toMatchObject({ code: 'functions/not-found' });
  await expect(call('redeemCode')({ code: 'ZZZZ-ZZZZ-ZZZZ' })).rejects.toMatchObject({ code: 'functions/resource-exhausted' });
  await deleteApp(app);

  const anonymous = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-exhale' }, `anon-${Math.random()}`);
  await expect(
    httpsCallableFromURL(getFunctions(anonymous), `${baseURL}/api/fn/createChallenge`)({ days: 7, startsOn: '2026-12-01', name: 'x' }),
  ).rejects.toMatchObject({
    code: 'functions/unauthenticated',
  });
  await deleteApp(anonymous);
});

test('recordPurchase is server to server (secret header) and idempotent by transaction id', async ({ request }) => {
  const data = {
    store: 'app-store',
    transactionId: `tx-${Date.now()}`,
    uid: null,
    product: 'premium.yearly',
    priceMicros: 29_990_000,
    currency: 'EUR',
    status: 'purchased',
    purchasedAt: new Date().toISOString(),
  };
  const refused = await request.post('/api/fn/recordPurchase', { data: { data } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.status).toBe('UNAUTHENTICATED');
  const headers = { 'x-exhale-secret': 'local-app-server-secret-0123456789' };
  const first = await (await request.post('/api/fn/recordPurchase', { data: { data }, headers })).json();
  const again = await (await request.post('/api/fn/recordPurchase', { data: { data: { ...data, status: 'renewed' } }, headers })).json();
  expect(again.result.id).toBe(first.result.id);
  const bad = await request.post('/api/fn/recordPurchase', { data: { data: { ...data, currency: 'euro' } }, headers });
  expect(bad.status()).toBe(400);
});

test('a member creates a challenge through the API; a friend in another browser registers, joins and appears', async ({ baseURL, browser }) => {
  const { app } = await member('Ana');
  const created = await httpsCallableFromURL<unknown, { inviteUrl: string }>(
    getFunctions(app),
    `${baseURL}/api/fn/createChallenge`,
  )({ days: 21, startsOn: '2026-12-01', name: 'Ana <script>' });
  await deleteApp(app);
  const invite = new URL(created.data.inviteUrl).pathname;

  const friend = await browser.newContext();
  const page = await friend.newPage();
  await page.goto(invite);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ana <script> invites you to a smoke-free challenge');
  await expectAccessible(page);
  const email = await joinAsNewFriend(page, invite);
  await expect(page.locator('.participants li')).toHaveText(['Ana <script>', `${email[0]!.toUpperCase()}.`]);
  await expectAccessible(page);
  await friend.close();
});

test('a certificate renders, prints to PDF, and its edit page refuses a stranger', async ({ baseURL, browser }) => {
  const { made } = await certificateOf(baseURL!, '<img src=x onerror=alert(1)> Dana');
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(new URL(made.data.url).pathname);
  await expect(page.locator('[data-layout="certificate"]')).toBeVisible();
  await expect(page.locator('.certificate-name')).toHaveText('<img src=x onerror=alert(1)> Dana');
  await expectAccessible(page);
  expect(await page.locator('.certificate img').count()).toBe(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/api/certificate-image/${made.data.id}$`));
  const image = await page.request.get(`/api/certificate-image/${made.data.id}`);
  expect(image.headers()['content-type']).toBe('image/png');
  // A minute in caches (it shows a name that its owner may change or delete).
  expect(image.headers()['cache-control']).toBe('public, max-age=60, s-maxage=60');
  // Any other query is sent to the one address per language: it cannot make the server draw again.
  const busted = await page.request.get(`/api/certificate-image/${made.data.id}?lang=de-DE&x=1`, { maxRedirects: 0 });
  expect(busted.status()).toBe(308);
  expect(busted.headers()['location']).toBe(`/api/certificate-image/${made.data.id}?lang=de-DE`);
  // A language's short code draws that language: `?lang=de` is the German image, not the English one.
  const short = await page.request.get(`/api/certificate-image/${made.data.id}?lang=de`, { maxRedirects: 0 });
  expect(short.status()).toBe(308);
  expect(short.headers()['location']).toBe(`/api/certificate-image/${made.data.id}?lang=de-DE`);
  const german = await (await page.request.get(`/api/certificate-image/${made.data.id}?lang=de-DE`)).body();
  const followed = await (await page.request.get(`/api/certificate-image/${made.data.id}?lang=de`)).body();
  expect(followed.equals(german)).toBe(true);
  expect(german.equals(await image.body())).toBe(false);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  const letter = await page.pdf({ format: 'Letter' });
  expect(letter.length).toBeGreaterThan(1000);

  // Signed out: sent to sign in. Signed in as someone else: refused, no form.
  const edit = `/certificate/edit/${made.data.id}`;
  const out = await page.request.get(edit, { maxRedirects: 0 });
  expect(out.status()).toBe(307);
  expect(out.headers()['location']).toContain(`/login?redirect=${encodeURIComponent(edit)}`);
  const token = await idTokenFor(uniqueEmail('stranger'), 'stranger-123', true);
  expect((await page.request.post('/api/session', { headers: { Authorization: `Bearer ${token}`, Origin: baseURL! } })).status()).toBe(200);
  await page.emulateMedia({ media: 'screen' });
  await page.goto(edit);
  await expect(page.locator('main [role=alert]')).toHaveText('Only the owner of this certificate can edit it.');
  expect(await page.locator('form').count()).toBe(0);
  await expectAccessible(page);
  await visitor.close();
});

test('the owner edits a certificate in the browser: bad input changes nothing, a new name shows on the certificate', async ({ baseURL, browser }) => {
  const { made, email } = await certificateOf(baseURL!, 'Dana');
  const owner = await browser.newContext();
  const page = await owner.newPage();
  const token = await idTokenFor(email, 'api-pass-123');
  expect((await page.request.post('/api/session', { headers: { Authorization: `Bearer ${token}`, Origin: baseURL! } })).status()).toBe(200);
  await page.goto(`/certificate/edit/${made.data.id}`);
  const name = page.getByLabel('Name shown');
  await expect(name).toHaveValue('Dana');
  await expectAccessible(page);

  await name.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#name-error')).toHaveText('Name shown is required.');
  await expect(page.locator('main [role=alert]')).toHaveText('Sorry, not all fields are filled out correctly.');
  // The same schema as the create form: a day that has not come yet is refused in words.
  await page.locator('#since').fill('2099-05-05');
  await page.locator('#since').blur();
  await expect(page.locator('#since-error')).toHaveText('Pick today or an earlier day.');
  // ...and a name with a control character is refused as the shared name rule refuses it everywhere.
  await name.fill('Dana\u0007');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#name-error')).toHaveText('Name shown: remove invisible, control or direction-changing characters.');
  await page.goto(new URL(made.data.url).pathname);
  await expect(page.locator('.certificate-name')).toHaveText('Dana');

  await page.goto(`/certificate/edit/${made.data.id}`);
  await page.getByLabel('Name shown').fill('Dana K.');
  await page.getByLabel('Milestone').selectOption({ label: 'Three smoke-free months' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes have been saved.');
  await page.goto(new URL(made.data.url).pathname);
  await expect(page.locator('.certificate-name')).toHaveText('Dana K.');
  await expect(page.locator('.certificate')).toContainText('Three smoke-free months');
  await owner.close();
});

test('the app go-link sends every platform to the install page (in the language of the address) while no store page is configured; unknown ones are 404', async ({
  playwright,
  baseURL,
}) => {
  const ua = {
    ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    android: 'Mozilla/5.0 (Linux; Android 15)',
    other: 'Mozilla/5.0 (X11; Linux x86_64)',
  };
  for (const [platform, agent] of Object.entries(ua)) {
    const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'user-agent': agent } });
    const res = await ctx.get('/go/app', { maxRedirects: 0 });
    // No store page is configured yet (content/datasources/go-links.json): every platform goes to /install,
    // which says the app is coming. Per-platform targets: tests/unit/golinks.test.ts.
    expect(res.status(), platform).toBe(307);
    expect(new URL(res.headers()['location']!, baseURL).pathname, platform).toBe('/install');
    await ctx.dispose();
  }
  // Opened in another language, a go-link leads to our page in that language, and remembers nothing.
  for (const [path, target] of [
    ['/de/go/app', '/de/install'],
    ['/fr/go/cravings', '/fr/posts/cravings'],
    ['/pl/go/test', '/pl/survey/test'],
  ]) {
    const res = await fetch(`${baseURL}${path}`, { redirect: 'manual', headers: { 'accept-language': 'en-US' } });
    expect(res.status, path).toBe(307);
    expect(new URL(res.headers.get('location')!, baseURL).pathname, path).toBe(target);
    expect(res.headers.getSetCookie(), path).toEqual([]);
  }
  expect((await fetch(`${baseURL}/go/no-such-link`, { redirect: 'manual' })).status).toBe(404);
});

// The install page's badges (device order, QR code on desktops) appear once the go-link `app` names real
// store pages (lib/install storeUrl, tests/unit/install-stores.test.ts); this build has none configured:
// the page promises no app: Exhale in the browser (tests/e2e/placeholders.spec.ts).
test('the install page links to no store and shows no QR code while no store page is configured', async ({ page }) => {
  await page.goto('/de/install');
  await expect(page.locator('.store-badge')).toHaveCount(0);
  await expect(page.locator('.qr')).toHaveCount(0);
  await expect(page.locator('[data-state="web"]')).toBeVisible();
});
