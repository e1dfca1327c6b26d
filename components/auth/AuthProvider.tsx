'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import Cookies from 'js-cookie';
import { SESSION_HINT_COOKIE, type SessionHint } from '@/lib/auth/hint';
import { firebaseAuth, syncSession, toStoredUser, tooOldToSync, type StoredUser } from '@/lib/auth/client';

/** The auth store of spec §3/§4: user, token and claims, shared; user and claims persisted. */
export interface AuthState {
  ready: boolean;
  user: StoredUser | null;
  token: string | null;
  claims: Record<string, unknown>;
}

interface AuthApi extends AuthState {
  /**
   * The server session as the non-secret hint cookie tells it (set and cleared with the httpOnly
   * session cookie): null signed out, else 'member' or 'admin'; undefined until read after hydration.
   */
  session: SessionHint | null | undefined;
  /** After any sign-in: read the ID token (no forced refresh), store token and claims, sync the cookie. */
  completeSignIn: (user: User) => Promise<void>;
  /** Signs out; `everywhere` also ends every other session of the account. False when that failed. */
  signOut: (options?: { everywhere?: boolean }) => Promise<boolean>;
}

const STORE_KEY = 'exhale.auth';
/** Which ID token the session cookie was made from (uid + issue time), so pages do not re-sync it. */
const SYNCED_KEY = 'exhale.auth.synced';
const empty: AuthState = { ready: false, user: null, token: null, claims: {} };
const AuthContext = createContext<AuthApi | null>(null);

function readStore(): Pick<AuthState, 'user' | 'claims'> | null {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    return raw ? (JSON.parse(raw) as Pick<AuthState, 'user' | 'claims'>) : null;
  } catch {
    return null;
  }
}
function writeStore(state: Pick<AuthState, 'user' | 'claims'> | null) {
  try {
    if (state?.user) localStorage.setItem(STORE_KEY, JSON.stringify({ user: state.user, claims: state.claims }));
    else localStorage.removeItem(STORE_KEY);
  } catch {}
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(empty);
  const [session, setSession] = useState<SessionHint | null | undefined>(undefined);
  const readHint = useCallback(() => {
    const hint = Cookies.get(SESSION_HINT_COOKIE);
    setSession(hint === 'admin' || hint === 'member' ? hint : null);
  }, []);
  const synced = useRef<string | null>(null);
  const pending = useRef<Promise<unknown> | null>(null);
  /** The account whose token this page has refreshed before a sync (once: see apply). */
  const refreshed = useRef<string | null>(null);
  const listening = useRef(false);

  const apply = useCallback(
    async (user: User | null) => {
      if (!user) {
        const had = synced.current !== null || readStore() !== null;
        synced.current = null;
        writeStore(null);
        localStorage.removeItem(SYNCED_KEY);
        setState({ ready: true, user: null, token: null, claims: {} });
        if (had) await syncSession(null).catch(() => undefined);
        readHint();
        return;
      }
      let token: string | null = null;
      let claims: Record<string, unknown> = {};
      let stamp: string | null = null;
      try {
        let result = await user.getIdTokenResult();
        const syncedBefore = localStorage.getItem(SYNCED_KEY) === `${user.uid}:${result.issuedAtTime}` && Cookies.get(SESSION_HINT_COOKIE) !== undefined;
        // Once per account and page: the refresh calls this again with the new token, and a clock
        // running ahead would find every token old. If the refresh fails, the cached token is used.
        if (!syncedBefore && tooOldToSync(result.issuedAtTime) && refreshed.current !== user.uid) {
          refreshed.current = user.uid;
          const cached = result;
          result = await user.getIdTokenResult(true).catch(() => cached);
        }
        token = result.token;
        claims = result.claims;
        stamp = `${user.uid}:${result.issuedAtTime}`;
      } catch (error) {
        console.error('Reading the ID token failed:', error);
      }
      const next = { ready: true, user: toStoredUser(user), token, claims };
      writeStore(next);
      setState(next);
      // Synced before, and the server session's hint is still there (a session made before the hint
      // existed, or cleared elsewhere, is made again).
      const already = stamp !== null && localStorage.getItem(SYNCED_KEY) === stamp && Cookies.get(SESSION_HINT_COOKIE) !== undefined;
      if (token && token !== synced.current && !already) {
        synced.current = token;
        const sync = syncSession(token).catch(() => false);
        pending.current = sync;
        if (await sync) localStorage.setItem(SYNCED_KEY, stamp ?? '');
        else synced.current = null;
        pending.current = null;
        readHint();
      } else if (already) {
        synced.current = token;
      }
    },
    [readHint],
  );

  const listen = useCallback(async () => {
    if (listening.current) return firebaseAuth();
    listening.current = true;
    const auth = await firebaseAuth();
    const { onIdTokenChanged } = await import('firebase/auth');
    // Fires on sign-in, sign-out and every token refresh (hourly, or after a claims change).
    onIdTokenChanged(auth, (user) => void apply(user));
    return auth;
  }, [apply]);

  useEffect(() => {
    // The persisted store and the hint cookie exist only in the browser: read them once after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    readHint();
    const stored = readStore();
    if (stored?.user) {
      setState({ ready: false, user: stored.user, token: null, claims: stored.claims ?? {} });
      listen().catch((error) => console.error('Starting sign-in failed:', error));
    } else {
      setState((s) => ({ ...s, ready: true }));
    }
  }, [listen, readHint]);

  const completeSignIn = useCallback(
    async (user: User) => {
      await apply(user);
      // The token listener may have started the same sync first (apply then returns at once): wait
      // for it, so the session cookie exists when sign-in says it is done.
      if (pending.current) await pending.current;
      if (!synced.current) throw Object.assign(new Error('session'), { code: 'exhale/session' });
      void listen();
    },
    [apply, listen],
  );

  const signOut = useCallback(
    async (options?: { everywhere?: boolean }) => {
      // The session cookie goes first (after any sync still on its way), so no page the visitor opens
      // next still sees them signed in. "Everywhere" revokes the account's tokens on the way.
      await pending.current;
      const everywhere = options?.everywhere === true;
      let lastToken = synced.current;
      if (everywhere && !lastToken) {
        const auth = await firebaseAuth();
        lastToken = (await auth.currentUser?.getIdToken().catch(() => null)) ?? null;
      }
      const ended = await syncSession(null, lastToken, everywhere).catch(() => false);
      synced.current = null;
      writeStore(null);
      localStorage.removeItem(SYNCED_KEY);
      const auth = await firebaseAuth();
      const { signOut: fbSignOut } = await import('firebase/auth');
      await fbSignOut(auth);
      await apply(null);
      readHint();
      return ended || !everywhere;
    },
    [apply, readHint],
  );

  const api = useMemo(() => ({ ...state, session, completeSignIn, signOut }), [state, session, completeSignIn, signOut]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth needs <AuthProvider>');
  return ctx;
}
