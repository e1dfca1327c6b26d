'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import Cookies from 'js-cookie';
import { useDeferredForm } from '@/components/forms/deferred';
import { SESSION_HINT_COOKIE } from '@/lib/auth/hint';
import { safeRedirect } from '@/lib/auth/redirect';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';
import { CredentialsView, ProvidersView, type AuthKind } from './CredentialsView';

/** When this page last forwarded a signed-in visitor (a loop breaker, see below). */
const FORWARDED_KEY = 'exhale.auth.forwarded';

const decode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

const load = () => import('./AuthScreen').then((m) => m.AuthScreen);
/** Password reset and sign-in links, "forgot password" and "email me a sign-in link" need the real screen at once. */
const needsScreen = () => new URLSearchParams(window.location.search).has('mode');

/**
 * /login and /register as plain HTML first: the form can be read and typed into before the sign-in
 * code (react-hook-form, zod, Firebase Auth) arrives, which happens as soon as the browser is idle
 * or the visitor turns to the form (components/forms/deferred). A visitor who is signed in already
 * (the session's hint cookie) goes on at once to `redirect`, or to their own space.
 */
export function AuthSlot({ kind }: { kind: AuthKind }) {
  const locale = useLocale() as Locale;
  useEffect(() => {
    if (needsScreen() || !Cookies.get(SESSION_HINT_COOKIE)) return;
    const target =
      safeRedirect(new URLSearchParams(window.location.search).get('redirect')) ?? `${localePrefixes[locale]}${localizedPathname('/account', locale)}`;
    // Sent straight back here from the page this screen just forwarded to: the server no longer
    // accepts the session (expired, revoked, account gone), so the hint is stale. Drop it and let
    // the visitor sign in.
    const [at, last] = (sessionStorage.getItem(FORWARDED_KEY) ?? '').split(' ');
    if (Date.now() - Number(at) < 10_000 && last && decode(last) === decode(target)) {
      sessionStorage.removeItem(FORWARDED_KEY);
      Cookies.remove(SESSION_HINT_COOKIE, { path: '/' });
      return;
    }
    sessionStorage.setItem(FORWARDED_KEY, `${Date.now()} ${target}`);
    window.location.replace(target);
  }, [locale]);
  const { Loaded, start, region, form, upgrade } = useDeferredForm(load, { idleMs: 1500, eager: needsScreen });
  if (Loaded) return <Loaded kind={kind} start={start} />;
  return <CredentialsView kind={kind} root={region} form={form} providers={<ProvidersView onPick={upgrade} />} />;
}
