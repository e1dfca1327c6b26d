'use client';

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { NavLink } from '@/components/layout/NavLink';
import { useAuth } from './AuthProvider';
import { BusyButton } from '@/components/forms/BusyButton';

/** Set before the sign-out's trip home, so the home page can say "You are signed out." once. */
const SIGNED_OUT_KEY = 'exhale.signedOut';

/**
 * Header entry: "Sign in" for visitors; "My Exhale", the account and "Sign out" once signed in.
 * Signed in means the server session exists (its hint cookie, set and cleared with the httpOnly
 * session cookie), whether or not this browser's storage knows the account: a session that could
 * not start shows "Sign in", a session without local storage shows the account all the same.
 */
export function AccountMenu() {
  const t = useTranslations('Common');
  const { user, claims, session, signOut } = useAuth();
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(SIGNED_OUT_KEY)) {
        sessionStorage.removeItem(SIGNED_OUT_KEY);
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setSignedOut(true);
      }
    } catch {}
  }, []);
  // Before the hint is read (the server-rendered HTML and the first render), what the browser remembers.
  const signedIn = session === undefined ? !!user : session !== null;
  if (!signedIn) {
    return (
      <>
        <NavLink href="/login">{t('nav.login')}</NavLink>
        {signedOut ? (
          <span role="status" className="account-signed-out">
            {t('nav.signedOut')}
          </span>
        ) : null}
      </>
    );
  }
  const admin = claims.admin === true || session === 'admin';
  return (
    <span className="account">
      {admin ? <NavLink href="/admin">{t('nav.admin')}</NavLink> : null}
      <NavLink href="/account">{t('nav.myAccount')}</NavLink>
      {user?.email ? (
        <span className="account-email" title={user.email}>
          {user.email}
        </span>
      ) : null}
      <BusyButton
        type="button"
        className="button button-link"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await signOut();
          } finally {
            setBusy(false);
            // Say so, on the home page in the visitor's language.
            try {
              sessionStorage.setItem(SIGNED_OUT_KEY, '1');
            } catch {}
            window.location.assign(localePrefixes[locale] || '/');
          }
        }}
      >
        {t('nav.signOut')}
      </BusyButton>
    </span>
  );
}
