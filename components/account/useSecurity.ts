'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { Auth, User } from 'firebase/auth';
import { authConfig, firebaseAuth } from '@/lib/auth/client';
import type { PublicAuthConfig } from '@/lib/auth/public-config';
import type { SecurityChange } from '@/lib/auth/schema';
import { SecurityRefusal, securityErrorKey } from '@/lib/auth/security-errors';
import { useAuth } from '@/components/auth/AuthProvider';

type Loaded = { fa: typeof import('firebase/auth'); auth: Auth; config: PublicAuthConfig };
const fail = (code: string) => Object.assign(new Error(code), { code });

/**
 * What Sign-in and security's forms share: Firebase Auth loaded with the section (a popup must open
 * straight from the click), this browser's Firebase user for the signed-in account, and `report`,
 * which tells the server about a change (POST /api/me/security: history, every session ended) and
 * signs this browser in again with the fresh session it answers.
 */
export function useSecurity(uid: string) {
  const t = useTranslations('Security');
  const locale = useLocale();
  const router = useRouter();
  const { completeSignIn } = useAuth();
  const loaded = useRef<Loaded | null>(null);

  const load = useCallback(async (): Promise<Loaded> => {
    if (loaded.current) return loaded.current;
    const [fa, auth, config] = await Promise.all([import('firebase/auth'), firebaseAuth(), authConfig()]);
    await auth.authStateReady();
    return (loaded.current = { fa, auth, config });
  }, []);
  useEffect(() => void load().catch(() => undefined), [load]);

  /** This browser's Firebase user, when it is the session's account; null when it has none. */
  const currentUser = useCallback(async (): Promise<User | null> => {
    const { auth } = await load();
    if (auth.currentUser && auth.currentUser.uid !== uid) throw fail('auth/user-mismatch');
    return auth.currentUser;
  }, [load, uid]);

  const report = useCallback(
    async (user: User | null, change: SecurityChange) => {
      const { fa, auth } = await load();
      const idToken = user ? await user.getIdToken() : null;
      const res = await fetch('/api/me/security', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
        body: JSON.stringify({ ...change, locale }),
      });
      const body = (await res.json().catch(() => null)) as { result?: { customToken?: string | null }; error?: { message?: string } } | null;
      if (!res.ok || !body?.result) throw new SecurityRefusal(body?.error?.message ?? t('errors.unknown'), res.status);
      if (body.result.customToken) {
        // Every session ended, this browser's Firebase sign-in too: sign in again with the fresh one.
        const credential = await fa.signInWithCustomToken(auth, body.result.customToken);
        await completeSignIn(credential.user);
      }
      router.refresh();
      return body.result;
    },
    [load, locale, t, completeSignIn, router],
  );

  /** The message for a failure, in the page's language. */
  const message = useCallback((error: unknown) => (error instanceof SecurityRefusal ? error.message : t(`errors.${securityErrorKey(error)}`)), [t]);

  return { t, load, currentUser, report, message, fail };
}
