'use client';

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import type { UserCredential } from 'firebase/auth';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import type { AuthErrorKey } from '@/lib/auth/errors';
import { safeRedirect } from '@/lib/auth/redirect';
import { getPathname } from '@/lib/routing/navigation';
import { useAuth } from '../AuthProvider';

/** What the sign-in screens share: limits, storage keys and hooks (components/auth/AuthScreen). */
export const MIN_PASSWORD = 6;
export const REDIRECT_FLAG = 'exhale.redirectSignIn';
/** The address a sign-in link was requested for, so opening the link in this browser needs no typing. */
export const EMAIL_FOR_LINK = 'exhale.emailForSignIn';

/** True once hydrated: the screen says so (data-ready) and only then accepts input reliably. */
export function useReady() {
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), []);
  return ready ? 'true' : undefined;
}

export function useMessages() {
  const t = useTranslations('Auth');
  const f = useTranslations('Forms');
  const [error, setError] = useState<string | null>(null);
  const show = useCallback((key: AuthErrorKey) => setError(t(`errors.${key}`)), [t]);
  return { t, f, error, setError, show };
}

/** How long a sign-in waits for `beforeLeaving` before the page moves on regardless. */
const BEFORE_LEAVING_MS = 3_000;

/** The query flag that makes /account greet a member who has just registered, once (this one visit). */
export const WELCOME_FLAG = 'welcome';

/**
 * After sign-in: the session, then `beforeLeaving` (what needs the session; best effort, waited for
 * at most BEFORE_LEAVING_MS), then the `redirect` parameter (or the one given) if safe, else the
 * locale's home. A member who has just registered and was going home or to /account lands on
 * /account with its welcome and first steps instead; one who came for another page (an invitation)
 * goes there.
 */
export function useAfterSignIn(redirect?: string | null) {
  const { completeSignIn } = useAuth();
  const params = useSearchParams();
  const locale = useLocale() as Locale;
  return useCallback(
    async (credential: UserCredential, beforeLeaving?: () => Promise<unknown>) => {
      await completeSignIn(credential.user);
      if (beforeLeaving) await Promise.race([beforeLeaving().catch(() => {}), new Promise((done) => setTimeout(done, BEFORE_LEAVING_MS))]);
      const home = localePrefixes[locale] || '/';
      const account = getPathname({ href: '/account', locale });
      let target = safeRedirect(redirect === undefined ? params.get('redirect') : redirect) ?? home;
      if ([home, account].some((page) => samePath(target, page)) && (await isNewMember(credential))) target = `${account}?${WELCOME_FLAG}=1`;
      window.location.assign(target);
    },
    [completeSignIn, params, locale, redirect],
  );
}

/** The same path, however its letters are escaped (`/ru/личный-кабинет` and its %-escaped form). */
function samePath(a: string, b: string): boolean {
  try {
    return decodeURI(a) === decodeURI(b);
  } catch {
    return false;
  }
}

/** Whether this sign-in created the account (registration, or a first sign-in with a provider or a link). */
async function isNewMember(credential: UserCredential): Promise<boolean> {
  const { getAdditionalUserInfo } = await import('firebase/auth');
  return getAdditionalUserInfo(credential)?.isNewUser === true;
}

export function readStoredEmail(): string | null {
  try {
    return localStorage.getItem(EMAIL_FOR_LINK);
  } catch {
    return null;
  }
}
