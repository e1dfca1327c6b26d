import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { appPathnames, type AppPathname } from '@/lib/routing/pathnames';
import { localePrefixes, locales, type Locale } from '@/lib/i18n/locales';
import { ADMIN, idTokenFor, uniqueEmail, urlFor } from './helpers';

/** What one answer said, no redirect followed: its status, Location and every Set-Cookie header. */
export interface Answer {
  status: number;
  location: string;
  setCookies: string[];
}

/**
 * One request over HTTP as a client sends it (any Host header included), following no redirect, on a
 * connection of its own; sent once more if the busy machine resets the connection before an answer.
 */
export async function visit(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    return await visitOnce(baseURL, path, headers);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') throw error;
    return visitOnce(baseURL, path, headers);
  }
}

function visitOnce(baseURL: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { method: 'GET', headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), setCookies: res.headers['set-cookie'] ?? [] }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The answers (as `status path (visitor)`) that wrote the language cookie. */
export const localeCookieWriters = (answers: ReadonlyArray<readonly [string, Answer]>) =>
  answers.filter(([, a]) => a.setCookies.some((c) => /^NEXT_LOCALE=/i.test(c))).map(([what, a]) => `${a.status} ${what}: ${a.setCookies.join(' | ')}`);

/** Another language than `locale`, for the visitor's browser or an old cookie. */
export const otherLocale = (locale: Locale): Locale => locales[(locales.indexOf(locale) + 1) % locales.length]!;

/** An id no route's thing has. */
export const UNKNOWN_ID = 'no-such-id-123';

/** The routes of the table that pass `which`, in `locale`: each dynamic one with the `ids` given and with an unknown id. */
export function routePaths(locale: Locale, ids: Partial<Record<AppPathname, string[]>>, which: (route: AppPathname) => boolean): string[] {
  return appPathnames
    .filter(which)
    .flatMap((route) =>
      route.includes('[') ? [...(ids[route] ?? []), UNKNOWN_ID].map((id) => urlFor(route, locale, { id, uid: id })) : [urlFor(route, locale)],
    );
}

/** Addresses each route rule of lib/routing/rules.ts (and the CMS's redirects) answers in `locale`. */
export function rulePaths(locale: Locale): string[] {
  const p = localePrefixes[locale];
  const paths = [
    `${p}/friend-invite/abc`,
    `${p}/developer-login`,
    `${p}/privacy-policy`,
    `${p}/some/privacy-2019`,
    `${p}/survey/test/`,
    `${p}/error?message=call%20us`,
  ];
  // Translated slugs in their English form under the prefix; in English the /en prefix and the CMS's redirects.
  if (p) paths.push(`${p}/help`, `${p}/quit-smoking/`, `${p}/account`);
  else paths.push('/en', '/en/help', '/en/de', '/help/', '/stop-smoking', '/de/aufhoeren', '/faq', '/who-tobacco-facts');
  return paths;
}

/** The `token` and `exhale_session` cookies of a session for the ID token, as a Cookie header. */
export async function sessionCookie(baseURL: string, idToken: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/session`, { method: 'POST', headers: { authorization: `Bearer ${idToken}`, origin: baseURL } });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A call of the app API (the callable protocol) with an ID token: its result. */
export async function callable<T>(baseURL: string, idToken: string, name: string, data: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/fn/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  expect(res.status, name).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

/** The build's id of a Server Action, by its file and name (`lib/newsletter/actions.ts#subscribeAction`). */
export function actionId(key: string): string {
  const manifest = JSON.parse(readFileSync(join(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, a]) => `${a.filename}#${a.exportedName}` === key);
  expect(found, key).toBeTruthy();
  return found![0];
}

/** A Server Action called as the browser calls it (a POST to a page that has it), with one client address of its own. */
export function callAction(baseURL: string, path: string, id: string, args: unknown[], headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, baseURL), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Next-Action': id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: JSON.stringify(args),
  });
}

/** The newsletter sign-up's Server Action (the footer's form) for `email`, in English. */
export const subscribeCall = (baseURL: string, email: string, headers: Record<string, string>) =>
  callAction(baseURL, '/help', actionId('lib/newsletter/actions.ts#subscribeAction'), [{ email, consent: true, locale: 'en-US' }], headers);

/** The texts of the mails to `to` in embedded mode's outbox. */
export async function mailsTo(baseURL: string, to: string): Promise<string[]> {
  const res = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { result: Array<{ to: string; text: string }> }).result.filter((m) => m.to === to).map((m) => m.text);
}

/**
 * Ids that name something: a post and the go-links of the embedded CMS, a new certificate and
 * invitation (app API), a confirmation and an unsubscribe link (a sign-up's email), a new code
 * campaign (the admin's action) and a demo funnel user.
 */
export async function knownIds(baseURL: string): Promise<Partial<Record<AppPathname, string[]>>> {
  const token = await idTokenFor(uniqueEmail('cookie-walk'), 'walk-pass-123', true);
  const certificate = await callable<{ id: string }>(baseURL, token, 'createCertificate', { name: 'Walker', since: '2026-10-01', milestone: '1-month' });
  const challenge = await callable<{ inviteUrl: string }>(baseURL, token, 'createChallenge', { days: 7, startsOn: '2026-12-01', name: 'Walker' });
  const email = uniqueEmail('cookie-walk');
  expect((await subscribeCall(baseURL, email, { origin: baseURL })).status).toBe(200);
  await expect.poll(async () => (await mailsTo(baseURL, email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(baseURL, email);
  const admin = await sessionCookie(baseURL, await idTokenFor(ADMIN.email, ADMIN.password));
  const campaign = {
    name: 'Cookie walk',
    grantDays: 30,
    validFrom: '2026-11-01',
    validUntil: '2027-12-31',
    count: 1,
    key: crypto.randomUUID(),
  };
  const made = await callAction(baseURL, '/admin/code-campaigns', actionId('lib/campaigns/actions.ts#createCampaignAction'), [campaign], {
    origin: baseURL,
    cookie: admin,
  });
  const campaignId = /"detail":"([0-9a-f-]{36})"/.exec(await made.text())?.[1];
  expect(campaignId).toBeTruthy();
  return {
    '/posts/[id]': ['cravings'],
    '/go/[id]': ['app', 'test', 'cravings'],
    '/certificate/[id]': [certificate.id],
    '/certificate/edit/[id]': [certificate.id],
    '/challenge-invite/[id]': [new URL(challenge.inviteUrl).pathname.split('/').pop()!],
    '/subscribe-verify/[id]': [/\/subscribe-verify\/([A-Za-z0-9_-]{43})/.exec(mail!)![1]!],
    '/unsubscribe/[id]': [/\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail!)![1]!],
    '/admin/code-campaigns/[id]': [campaignId!],
    '/admin/onboarding-funnel/[uid]': ['demo-user-0'],
  };
}
