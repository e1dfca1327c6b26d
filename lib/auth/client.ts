import type { Auth, User } from 'firebase/auth';
import type { PublicAuthConfig } from './public-config';
import { fetchWithRetry } from '@/lib/http/fetch';

/**
 * Firebase Auth in the browser, loaded on demand (public pages of signed-out visitors load none of
 * it). Settings come from GET /api/auth/config at run time; in embedded mode they point at the Auth
 * emulator.
 */
let auth: Promise<Auth> | null = null;
let config: Promise<PublicAuthConfig> | null = null;

export function authConfig(): Promise<PublicAuthConfig> {
  config ??= fetchWithRetry('/api/auth/config').then((r) => r.json() as Promise<PublicAuthConfig>);
  return config;
}

export function firebaseAuth(): Promise<Auth> {
  auth ??= (async () => {
    const config = await authConfig();
    const { getApps, initializeApp } = await import('firebase/app');
    const fa = await import('firebase/auth');
    const app = getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
    const instance = fa.initializeAuth(app, {
      persistence: [fa.indexedDBLocalPersistence, fa.browserLocalPersistence],
      popupRedirectResolver: fa.browserPopupRedirectResolver,
    });
    if (config.emulatorUrl) fa.connectAuthEmulator(instance, config.emulatorUrl, { disableWarnings: true });
    return instance;
  })().catch((error) => {
    auth = null;
    config = null;
    throw error;
  });
  return auth;
}

export interface StoredUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
  isAnonymous: boolean;
}

export function toStoredUser(user: User): StoredUser {
  const { uid, email, emailVerified, displayName, photoURL, phoneNumber, isAnonymous } = user;
  return { uid, email, emailVerified, displayName, photoURL, phoneNumber, isAnonymous };
}

/**
 * The server takes ID tokens at most 300 s old for a session (lib/auth/exchange, spec §9); Firebase
 * keeps one for an hour. A token about to be synced that is older than this is refreshed first, or a
 * browser whose session cookie has ended would offer a cached token, be refused and stay signed out
 * on the server until Firebase's next hourly refresh.
 */
export const SYNC_TOKEN_MAX_AGE_MS = 240_000;

export function tooOldToSync(issuedAtTime: string, now = Date.now()): boolean {
  return !(now - Date.parse(issuedAtTime) <= SYNC_TOKEN_MAX_AGE_MS);
}

/**
 * Token sync (spec §7): POST the ID token to get our session cookie, or DELETE to clear it, with the
 * last token when there is one (`lastToken`; the cookie is cleared either way).
 */
export async function syncSession(idToken: string | null, lastToken: string | null = null, everywhere = false): Promise<boolean> {
  const bearer = idToken ?? lastToken;
  // POST is sent once; DELETE may be repeated (lib/http/fetch). `everywhere` (sign-out only) also
  // revokes the account's refresh tokens, ending its sessions on every device.
  const res = await fetchWithRetry(!idToken && everywhere ? '/api/session?scope=all' : '/api/session', {
    method: idToken ? 'POST' : 'DELETE',
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    credentials: 'same-origin',
  });
  return res.ok;
}
