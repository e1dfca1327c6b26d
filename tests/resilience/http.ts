// Requests on the app under test: never following redirects, bounded in time (a hang fails the test).
import { expect } from 'vitest';
import { BOUND_MS, EMULATOR, site, webhookPath } from './harness';

export type Answer = { status: number; text: string; ms: number; headers: Headers };

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** GET (or POST with a JSON body) on the app, with a session cookie if given; fails instead of hanging. */
export async function request(
  path: string,
  {
    cookie,
    method = 'GET',
    body,
    timeoutMs = BOUND_MS,
    // A browser's by default: Node's own ("node") is a bot to isbot, and bots get no error page.
    userAgent = BROWSER_UA,
  }: { cookie?: string; method?: string; body?: unknown; timeoutMs?: number; userAgent?: string } = {},
): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(site + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie: `token=${cookie}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        'user-agent': userAgent,
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, text: await res.text(), ms: Date.now() - started, headers: res.headers };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError') throw new Error(`${method} ${path} did not answer within ${timeoutMs / 1000} s`);
    throw new Error(`${method} ${path}: ${e.cause?.code ?? e.message}`);
  }
}

/** Every path answers 200. */
export async function expectAll200(paths: string[], opts?: Parameters<typeof request>[1]) {
  for (const path of paths) expect((await request(path, opts)).status, `${path}`).toBe(200);
}

/** Whether nothing answers at `url` within 3 s. */
export async function unreachable(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(3000) });
    return false;
  } catch {
    return true;
  }
}

/** A signed-in session cookie for an account: ID token from the emulator, then POST /api/session. */
export async function sessionCookie(account: { email: string; password: string }) {
  const res = await fetch(`http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const { idToken } = (await res.json()) as { idToken?: string };
  expect(idToken, `the emulator signs in ${account.email}`).toBeTruthy();
  const session = await fetch(`${site}/api/session`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, origin: site },
    signal: AbortSignal.timeout(BOUND_MS),
  });
  expect(session.status, 'POST /api/session').toBe(200);
  const token = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('token='));
  expect(token, 'POST /api/session sets a token cookie').toBeTruthy();
  return token!.slice('token='.length);
}

/** The Storyblok webhook with the app's secret: answers 200. */
export async function webhook(payload: object) {
  const r = await request(webhookPath, { method: 'POST', body: payload });
  expect(r.status, `the webhook: ${r.text.slice(0, 200)}`).toBe(200);
}
