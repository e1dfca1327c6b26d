import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { localePrefixes, locales, type Locale } from '@/lib/i18n/locales';
import { localizedPathname, type AppPathname } from '@/lib/routing/pathnames';

export { locales };

/** The public URL path of an internal pathname in a locale, e.g. ('/help', 'de-DE') → '/de/hilfe'. */
export function urlFor(pathname: AppPathname, locale: Locale, params: Record<string, string> = {}): string {
  let slug = localizedPathname(pathname, locale);
  for (const [k, v] of Object.entries(params)) slug = slug.replace(`[${k}]`, encodeURIComponent(v));
  const path = slug === '/' ? localePrefixes[locale] || '/' : localePrefixes[locale] + slug;
  return encodeURI(path);
}

/** The Auth emulator the e2e server uses (scripts/e2e.mjs sets it). */
export const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9199';
const identity = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;

export const ADMIN = { email: 'admin@example.test', password: 'local-admin-password' };
export const MEMBER = { email: 'member@example.test', password: 'local-member-password' };

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/**
 * Signs in through the emulator's REST API (what the client SDK does) and returns the ID token. With
 * `signUp`, the account is made first and then signed in: the emulator stamps a new account's
 * `validSince` after its sign-in time, so when a second boundary falls between the two, the sign-up's
 * own token already counts as revoked (checkRevoked) and the session exchange refuses it.
 */
export async function idTokenFor(email: string, password: string, signUp = false): Promise<string> {
  if (signUp) await call('signUp', email, password);
  return call('signInWithPassword', email, password);
}

/**
 * Like `idTokenFor(…, true)` for an account whose address counts as verified (as after an email link
 * or a confirmed address): the emulator's admin API sets `emailVerified` before the sign-in.
 */
export async function verifiedIdTokenFor(email: string, password: string): Promise<string> {
  const idToken = await call('signUp', email, password);
  const localId = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).user_id as string;
  const res = await fetch(`${identity}/projects/demo-exhale/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  if (!res.ok) throw new Error(`emulator update failed: ${res.status} ${await res.text()}`);
  return call('signInWithPassword', email, password);
}

async function call(endpoint: 'signUp' | 'signInWithPassword', email: string, password: string): Promise<string> {
  const res = await fetch(`${identity}/accounts:${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** An email action the emulator would have sent: its code and the link in the email. */
export interface OobCode {
  email: string;
  oobCode: string;
  /** The emulator's action link; for EMAIL_SIGNIN it redirects to the requested continue URL. */
  oobLink: string;
  requestType: 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | 'VERIFY_EMAIL' | string;
}

/** The reset-password and sign-in links the emulator would have emailed. */
export async function oobCodes(): Promise<OobCode[]> {
  const res = await fetch(`http://${emulatorHost}/emulator/v1/projects/demo-exhale/oobCodes`);
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/**
 * Opens `path` as a visitor on a slow connection to a busy browser: the browser is never idle, and
 * every script requested after the page has loaded arrives 1.5 s late. A deferred form (components/
 * forms/deferred) then stays the plain server-rendered one while the test fills it in.
 */
export async function openBeforeScripts(page: Page, path: string) {
  await page.addInitScript(() => {
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
  });
  let loaded = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (loaded) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(path);
  loaded = true;
}

/**
 * The footer's newsletter form with its validation loaded. The code loads only when the visitor turns
 * to the form, so the test does: it focuses the email field (again, until the page has hydrated and
 * the focus counts) and waits for the real form.
 */
export async function footerNewsletter(page: Page, emailLabel: string | RegExp = 'Email address'): Promise<Locator> {
  const form = page.locator('.newsletter');
  await expect(async () => {
    await form.getByLabel(emailLabel).blur();
    await form.getByLabel(emailLabel).focus();
    await page.locator('.newsletter[data-ready]').waitFor({ timeout: 2_000 });
  }).toPass();
  return form;
}

/** An email in embedded mode's outbox (`/api/dev/outbox`), as the tests read it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** The newest messages (at most 20) to `to` in the local mailbox, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const { result } = (await (await request.get('/api/dev/outbox', { params: { to } })).json()) as { result: OutboxMail[] };
  return result.filter((m) => m.to === to);
}

/**
 * Opens a newsletter confirmation link from an email and confirms with the page's button: opening the
 * link alone changes nothing (mail scanners open links). Ends on the success or error page.
 */
export async function confirmSubscription(page: Page, link: string): Promise<void> {
  await page.goto(link);
  // A used or expired link has already gone on to the error page: nothing to click.
  if (!/\/subscribe-verify\/error$/.test(page.url())) await page.locator('form:has(input[name="token"]) button[type="submit"]').click();
  await page.waitForURL(/\/subscribe-verify\/(success|error)$/);
}

/** Fills the registration form (English) with an address and a password, accepts the terms and submits. */
export async function submitRegistration(page: Page, email: string, password: string): Promise<void> {
  const main = page.locator('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByLabel('Repeat password').fill(password);
  await main.getByLabel(/I accept the terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * Subscribes `email` in the home page's footer (English) and waits for "Almost done" (the server's
 * first database use on a fresh embedded database can take a while on a busy machine).
 */
export async function subscribeInFooter(page: Page, email: string): Promise<void> {
  await page.goto('/');
  const footer = await footerNewsletter(page);
  await footer.getByLabel('Email address').fill(email);
  await footer.getByLabel(/I would like to receive/).check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(/Almost done/, { timeout: 20_000 });
}

/**
 * A page of its own (a new browser context) signed in as the account, through POST /api/session. With
 * `signUp`, the account is made first, its address confirmed or not.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  signUp: false | 'confirmed' | 'unconfirmed' = false,
  contextOptions: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await startSession(
    page,
    baseURL,
    signUp === 'confirmed' ? await verifiedIdTokenFor(email, password) : await idTokenFor(email, password, signUp === 'unconfirmed'),
  );
  return page;
}

/** Server Action calls the page makes (POSTs with a Next-Action header), as they happen. */
export function serverActions(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.headers()['next-action']) calls.push(r.url());
  });
  return calls;
}

/** Signs this page's browser context in with an ID token (POST /api/session, as the app's sign-in does). */
export async function startSession(page: Page, baseURL: string, idToken: string): Promise<void> {
  const res = await page.request.post('/api/session', { headers: { Authorization: `Bearer ${idToken}`, Origin: baseURL } });
  expect(res.status()).toBe(200);
}

/**
 * On a challenge's invitation page: a new friend creates an account from it, comes back to the same
 * invitation and joins. Returns the friend's address.
 */
export async function joinAsNewFriend(page: Page, invitePath: string): Promise<string> {
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.locator('.auth-screen[data-ready]').waitFor();
  const email = uniqueEmail('friend');
  await submitRegistration(page, email, 'friend-pass-1');
  // Registration asks for the address's confirmation email before it moves on (up to 3 s).
  await expect(page).toHaveURL(new RegExp(`${invitePath}$`), { timeout: 15_000 });
  await page.getByRole('button', { name: 'Join the challenge' }).click();
  await expect(page.getByRole('status')).toHaveText('You are taking part. Good luck!');
  return email;
}

/** Where an answer redirects to (its Location header), or ''. */
export const location = (res: { headers(): Record<string, string> }) => res.headers()['location'] ?? '';

/** Each path answers 307 to a Location that contains its sign-in address. */
export async function expectSignInRedirects(request: APIRequestContext, pairs: ReadonlyArray<readonly [string, string]>): Promise<void> {
  for (const [path, login] of pairs) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(location(res), path).toContain(login);
  }
}

/** Each page answers 200 in `locale` (its lang on <html>), and its HTML passes `check`. */
export async function expectPagesIn(
  request: APIRequestContext,
  locale: Locale,
  pathnames: readonly AppPathname[],
  check: (html: string, url: string, pathname: AppPathname) => void,
) {
  for (const pathname of pathnames) {
    const url = urlFor(pathname, locale);
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    expect(html, url).toContain(`<html lang="${locale}"`);
    check(html, url, pathname);
  }
}

/**
 * A settings section of /account (Sign-in and security, Two-step verification, Newsletter, Premium,
 * Your data) by its heading: a disclosure, closed until opened. Opens it by its summary as a member
 * does (unless it is open already) and returns the section.
 */
export async function openAccountSection(page: Page, name: string): Promise<Locator> {
  const section = page.getByRole('region', { name, exact: true });
  const details = section.locator(':scope > details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
  return section;
}
