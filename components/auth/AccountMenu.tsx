'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { NavLink } from '@/components/layout/NavLink';
import { useAuth } from './AuthProvider';

/** Header entry: "Sign in" for visitors; the account and "Sign out" once signed in. */
export function AccountMenu() {
  const t = useTranslations('Common');
  const { user, claims, signOut } = useAuth();
  const locale = useLocale() as Locale;
  const [busy, setBusy] = useState(false);
  if (!user) return <NavLink href="/login">{t('nav.login')}</NavLink>;
  return (
    <span className="account">
      {claims.admin === true ? <NavLink href="/admin">{t('nav.admin')}</NavLink> : null}
      <span className="account-email" title={user.email ?? undefined}>
        {user.email ?? user.displayName ?? t('nav.account')}
      </span>
      <button
        type="button"
        className="button button-link"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await signOut();
          } finally {
            setBusy(false);
            // Leave pages that are for signed-in people only; elsewhere stay where you are.
            const path = window.location.pathname;
            if (path.includes('/admin') || path.includes('/data-deletion')) window.location.assign(localePrefixes[locale] || '/');
          }
        }}
      >
        {t('nav.signOut')}
      </button>
    </span>
  );
}
