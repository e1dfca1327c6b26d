import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { idTokenFor, startSession, uniqueEmail } from './helpers';

// Issue #33: nothing sent to a browser names another person. An owner and a participant of a challenge,
// each in a browser of their own, and a visitor read every page they can reach (the member's space,
// the invitation before and after joining and after the link was renewed, the certificate and its edit
// page, in two languages); the test keeps the full HTML, the RSC flight data of each page (as the
// router fetches it) and every text answer the browser got on the way (Server Action answers included),
// and fails on any uid, email address (or its part before the @), session cookie, ID token or working
// invitation token of someone else.

interface Person {
  email: string;
  idToken: string;
  uid: string;
  context: BrowserContext;
  page: Page;
  cookie: string;
}

const uidOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).user_id as string;

async function person(browser: Browser, baseURL: string, tag: string): Promise<Person> {
  const email = uniqueEmail(tag);
  const idToken = await idTokenFor(email, `${tag}-pass-1`, true);
  const context = await browser.newContext();
  const page = await context.newPage();
  await startSession(page, baseURL, idToken);
  const cookie = (await context.cookies()).find((c) => c.name === 'token')!.value;
  return { email, idToken, uid: uidOf(idToken), context, page, cookie };
}

/** What identifies `p` to anyone else: uid, address (raw, URL-encoded, its local part), session cookie, ID token. */
const secretsOf = (who: string, p: Person): Array<[string, string]> => [
  [`${who} uid`, p.uid],
  [`${who} email`, p.email],
  [`${who} email, URL-encoded`, encodeURIComponent(p.email)],
  [`${who} email's local part`, p.email.split('@')[0]!],
  [`${who} session cookie`, p.cookie],
  [`${who} ID token`, p.idToken],
];

/** Every text answer a browser context receives (documents, flight data, Server Action answers, JSON), as it happens. */
function recorder(context: BrowserContext) {
  const bodies: Array<{ url: string; body: string }> = [];
  const pending: Array<Promise<void>> = [];
  context.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!/text\/(html|x-component|plain)|application\/json/.test(type)) return;
    pending.push(
      res
        .text()
        .then((body) => void bodies.push({ url: res.url(), body }))
        .catch(() => {}),
    );
  });
  return {
    async all() {
      await Promise.all(pending);
      return bodies;
    },
  };
}

/**
 * Opens `path` in the browser (its HTML with the inline flight data) and asks for its RSC flight data
 * as the client router does on navigation (`RSC: 1`); both with the context's cookies.
 */
async function read(page: Page, path: string, kept: Array<{ url: string; body: string }>) {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  kept.push({ url: `${path} (html)`, body: await res!.text() });
  const flight = await page.request.get(path, { headers: { RSC: '1' } });
  const body = await flight.text();
  if (flight.status() === 200) expect(flight.headers()['content-type'], `${path} (flight)`).toContain('text/x-component');
  kept.push({ url: `${path} (flight)`, body });
}

function leaks(
  bodies: Array<{ url: string; body: string }>,
  secrets: Array<[string, string]>,
  allowed: (url: string, secret: string) => boolean = () => false,
) {
  const found: string[] = [];
  for (const { url, body } of bodies)
    for (const [what, value] of secrets) if (value && body.includes(value) && !allowed(url, value)) found.push(`${url}: ${what}`);
  return [...new Set(found)];
}

test('an owner, a participant and a visitor never receive another person’s uid, address or token', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const owner = await person(browser, baseURL!, 'leakowner');
  const friend = await person(browser, baseURL!, 'leakfriend');
  const ownerSeen = recorder(owner.context);
  const friendSeen = recorder(friend.context);
  const ownerPages: Array<{ url: string; body: string }> = [];
  const friendPages: Array<{ url: string; body: string }> = [];
  const visitorPages: Array<{ url: string; body: string }> = [];

  // The owner starts a challenge and issues a certificate through the app's API (names chosen there).
  const api = (name: string, data: unknown) =>
    owner.page.request.post(`/api/fn/${name}`, { data: { data }, headers: { Authorization: `Bearer ${owner.idToken}` } });
  const made = (await (await api('createChallenge', { days: 21, startsOn: '2026-12-01', name: 'Olive' })).json()) as { result: { inviteUrl: string } };
  const firstInvite = new URL(made.result.inviteUrl).pathname;
  const firstToken = firstInvite.split('/').pop()!;
  const cert = (await (await api('createCertificate', { name: 'Olive', since: '2026-01-01', milestone: '1-month', locale: 'en-US' })).json()) as {
    result: { id: string };
  };
  const certificate = `/certificate/${cert.result.id}`;

  // The friend opens the invitation and joins (the join's Server Action answer is recorded too).
  await read(friend.page, firstInvite, friendPages);
  await friend.page.getByRole('button', { name: 'Join the challenge' }).click();
  await expect(friend.page.getByRole('status')).toHaveText('You are taking part. Good luck!');
  for (const path of [firstInvite, '/account', '/de/account', certificate]) await read(friend.page, path, friendPages);

  // The owner sees both participants, withdraws the link and makes a new one.
  await read(owner.page, '/account', ownerPages);
  const challenge = owner.page.getByTestId('challenge');
  await expect(challenge.getByRole('listitem')).toHaveCount(2);
  await challenge.locator('summary', { hasText: 'Manage the challenge' }).click(); // the owner's changes, behind a disclosure
  await challenge.getByRole('button', { name: 'Withdraw link' }).click();
  await challenge.getByRole('button', { name: 'Make a new link' }).click();
  const link = challenge.getByLabel('Invitation link');
  await expect(link).not.toHaveValue(new RegExp(firstToken));
  await expect(link).toHaveValue(/\/challenge-invite\/[A-Za-z0-9_-]{43}$/);
  const secondInvite = new URL(await link.inputValue()).pathname;
  const secondToken = secondInvite.split('/').pop()!;
  for (const path of [secondInvite, '/account', '/de/account', certificate, `/certificate/edit/${cert.result.id}`]) await read(owner.page, path, ownerPages);

  // The friend's pages after the renewal; a visitor's pages (the old link, the new one, the certificate).
  for (const path of [firstInvite, '/account', `/fr/challenge-invite/${firstToken}`]) await read(friend.page, path, friendPages);
  const visitor = await browser.newContext();
  const visitorSeen = recorder(visitor);
  const visitorPage = await visitor.newPage();
  for (const path of [firstInvite, secondInvite, certificate, `/de${certificate}`, `/certificate/edit/${cert.result.id}`])
    await read(visitorPage, path, visitorPages);

  const ownerBodies = [...ownerPages, ...(await ownerSeen.all())];
  const friendBodies = [...friendPages, ...(await friendSeen.all())];
  const visitorBodies = [...visitorPages, ...(await visitorSeen.all())];
  // The test sees what it looks for: each viewer's own identity reaches their own pages.
  expect(ownerBodies.some((b) => b.body.includes(owner.email))).toBe(true);
  expect(friendBodies.some((b) => b.body.includes(friend.email))).toBe(true);
  expect(ownerBodies.some((b) => b.body.includes(secondToken))).toBe(true);

  expect(leaks(ownerBodies, secretsOf('participant', friend))).toEqual([]);
  expect(leaks(friendBodies, [...secretsOf('owner', owner), ['the renewed invitation token', secondToken]])).toEqual([]);
  // A visitor holding a link sees that link's token, and nothing else of anyone.
  expect(
    leaks(visitorBodies, [...secretsOf('owner', owner), ...secretsOf('participant', friend), ['the renewed invitation token', secondToken]], (url, secret) =>
      url.includes(secret),
    ),
  ).toEqual([]);
  await Promise.all([owner.context.close(), friend.context.close(), visitor.close()]);
});
