// Members and app calls for the integration tests that import ./setup (its data folder, session secret
// and Auth emulator): the app's own modules are loaded when first used, after the test file's mocks.
import { signIn } from './setup';

/** A member signed in on the web (a session cookie) and in the app (an ID token). */
export async function member(tag: string, { emailVerified = true, password = 'account-pass-123' } = {}) {
  const { adminAuth } = await import('@/lib/auth/firebase-admin');
  const { signSession } = await import('@/lib/auth/session');
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const user = await adminAuth().createUser({ email, password, displayName: tag, emailVerified });
  // tokensValidAfterTime has a resolution of one second: sign in and issue the cookie in a later second.
  await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
  const { idToken } = await signIn(email, password);
  const cookie = await signSession({ uid: user.uid, email, admin: false }, [process.env.SESSION_SECRET!]);
  return { uid: user.uid, email, idToken, cookie, session: { uid: user.uid, email, admin: false, issuedAt: Math.floor(Date.now() / 1000) } };
}

/** POST /api/fn/{name} through the real route handler, with an ID token: its status and JSON body. */
export async function call<T = Record<string, string>>(name: string, idToken: string, data: unknown) {
  const { NextRequest } = await import('next/server');
  const { POST } = await import('@/app/api/fn/[name]/route');
  const res = await POST(
    new NextRequest(`http://localhost:3000/api/fn/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    }),
    { params: Promise.resolve({ name }) },
  );
  return { status: res.status, body: (await res.json()) as { result?: T; error?: { status: string; message?: string } } };
}
