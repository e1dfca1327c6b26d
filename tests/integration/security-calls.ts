// What the Sign-in and security tests share: POST /api/me/security through the real route handler, the
// account history's rows, and the Auth emulator's REST API (what the browser's SDK calls). Import it
// after ./setup and the test file's vi.mock calls.
const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST!;
const SITE = 'http://localhost:3000';

/** tokensValidAfterTime has a resolution of one second: start the next step in a later second. */
export async function nextSecond() {
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
}

export interface Answer {
  status: number;
  body: { result?: { customToken?: string | null; email?: string; signedIn?: boolean }; error?: { status: string; message: string } };
  /** The session cookie the answer sets, if any. */
  cookie: string | undefined;
  retryAfter: string | null;
}

/** POST /api/me/security with a JSON body (or a raw string), an ID token and/or a session cookie. */
export async function securityPost(body: unknown, who: { token?: string; cookie?: string; origin?: string } = {}): Promise<Answer> {
  const { NextRequest } = await import('next/server');
  const { POST } = await import('@/app/api/me/security/route');
  const headers = new Headers({ 'content-type': 'application/json', origin: who.origin ?? SITE });
  if (who.token) headers.set('authorization', `Bearer ${who.token}`);
  if (who.cookie) headers.set('cookie', `token=${who.cookie}`);
  const res = await POST(new NextRequest(`${SITE}/api/me/security`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
  const cookie = res.headers
    .getSetCookie()
    .map((c) => /^token=([^;]*)/.exec(c)?.[1])
    .find((v) => v);
  return { status: res.status, body: (await res.json()) as Answer['body'], cookie, retryAfter: res.headers.get('retry-after') };
}

/** The account's history rows, oldest first. */
export async function historyOf(uid: string) {
  const { db } = await import('@/lib/db');
  const { accountEvents } = await import('@/lib/auth/tables');
  const { asc, eq } = await import('drizzle-orm');
  return (await db()).select().from(accountEvents).where(eq(accountEvents.uid, uid)).orderBy(asc(accountEvents.id));
}

/** Whether a session cookie still opens the account (signature and live account, as every member page checks). */
export async function opens(cookie: string | undefined): Promise<boolean> {
  const { verifySession } = await import('@/lib/auth/session');
  const { isLive, forgetAccount } = await import('@/lib/auth/live');
  const session = await verifySession(cookie, [process.env.SESSION_SECRET!]);
  if (!session) return false;
  forgetAccount(session.uid);
  return isLive(session.uid, session.issuedAt);
}

/** A call to the emulator's Identity Toolkit REST API (the browser SDK's calls). */
export async function identity<T = Record<string, unknown>>(endpoint: string, body: object): Promise<T> {
  const res = await fetch(`http://${host()}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: unknown };
  if (!res.ok) throw new Error(`${endpoint}: ${JSON.stringify(json.error)}`);
  return json;
}

/** The emulator's emailed action codes for an address, newest last. */
export async function codesFor(email: string, requestType: string): Promise<string[]> {
  const res = await fetch(`http://${host()}/emulator/v1/projects/demo-exhale/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: Array<{ email: string; oobCode: string; requestType: string }> };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType).map((c) => c.oobCode);
}
