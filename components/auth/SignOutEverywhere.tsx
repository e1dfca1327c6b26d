'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/Field';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';
import { useAuth } from './AuthProvider';
import { BusyButton } from '@/components/forms/BusyButton';

/**
 * "Sign out on all devices": revokes the account's refresh tokens (DELETE /api/session?scope=all),
 * so every copy of the session cookie and every signed-in app stops counting, then signs out here.
 */
export function SignOutEverywhere() {
  const t = useTranslations('Sessions');
  const locale = useLocale() as Locale;
  const { signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="form">
      <FormAlert message={error} />
      <BusyButton
        type="button"
        className="button"
        busy={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          const ended = await signOut({ everywhere: true }).catch(() => false);
          if (ended) {
            // A full page load on purpose: it drops every client state of the ended session.
            // eslint-disable-next-line @next/next/no-location-assign-relative-destination
            window.location.assign(`${localePrefixes[locale]}${localizedPathname('/login', locale)}`);
            return;
          }
          setBusy(false);
          setError(t('failed'));
        }}
      >
        {t('button')}
      </BusyButton>
    </div>
  );
}
