import { afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * What the integration tests that run route handlers, Server Actions and callables directly share.
 *
 * Import it before the app's own modules (those tests load '@/lib/…' and '@/app/…' with
 * `await import` below their imports); importing it gives the test file:
 * - EXHALE_DATA_DIR: a data folder of its own (PGlite on disk), removed after the file's last test;
 * - SESSION_SECRET, the key the stubbed session cookies are signed with.
 *
 * Next's request APIs: Vitest hoists `vi.mock` only in the test file itself, so the file keeps its
 * `vi.mock` calls and takes the stubs from here in their factories:
 *   vi.mock('next/headers', () => import('./setup').then((m) => m.nextHeaders));
 *   vi.mock('next/cache', () => import('./setup').then((m) => m.nextCache));
 * and signs in on the web by setting `jar.cookie` (the session cookie the stubbed cookies() holds).
 */
process.env.SESSION_SECRET = 'integration-test-secret-0123456789abcdef';
const dataDir = mkdtempSync(join(tmpdir(), 'exhale-it-'));
process.env.EXHALE_DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// The process database is seeded as the app's is (lib/compose/seed, installed at process start).
(await import('@/lib/compose/seed')).installSeeding();

/** The browser's cookie jar as the stubbed `cookies()` sees it: the session cookie, or none. */
export const jar = { cookie: undefined as string | undefined };

/** `next/headers`: cookies() reads the jar; headers() is an empty request's. */
export const nextHeaders = {
  cookies: async () => ({
    get: (name: string) => (name === 'token' && jar.cookie ? { name, value: jar.cookie } : undefined),
    // A Server Action that renews the session (lib/auth/two-step) sets the cookie the next call sends.
    set: (name: string, value: string) => {
      if (name === 'token') jar.cookie = value;
    },
    delete: () => {},
  }),
  headers: async () => new Headers(),
};

/** `next/cache`: revalidation does nothing outside a Next server; cached functions run every time. */
export const nextCache = { revalidatePath: () => {}, revalidateTag: () => {}, unstable_cache: (f: unknown) => f };

/** An account of the Auth emulator as the app sees it after signing in. */
export interface Identity {
  idToken: string;
  localId: string;
}

async function identityToolkit(endpoint: 'signUp' | 'signInWithPassword', email: string, password: string): Promise<Identity> {
  const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return (await res.json()) as Identity;
}

/** Signs in with email and password, as the app does: the ID token and the account's uid. */
export const signIn = (email: string, password: string) => identityToolkit('signInWithPassword', email, password);

/** Makes the account, then signs in (a sign-up's own token can count as revoked: see tests/integration/fuzz/harness.ts). */
export async function signUp(email: string, password: string) {
  await identityToolkit('signUp', email, password);
  return signIn(email, password);
}
