'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { localePrefixes } from '@/lib/i18n/locales';
import { safeRedirect } from '@/lib/auth/redirect';
import { EmailRequestForm } from './EmailRequestForm';
import { EMAIL_FOR_LINK } from './hooks';

/** "Email me a sign-in link" (/login?mode=emailLink): sends a link back to this page, keeping `redirect`. */
export function EmailLinkForm() {
  const t = useTranslations('Auth');
  const redirect = safeRedirect(useSearchParams().get('redirect'));
  return (
    <EmailRequestForm
      texts={{ title: t('emailLinkTitle'), intro: t('emailLinkIntro'), submit: t('emailLinkSend'), sent: (email) => t('emailLinkSent', { email }) }}
      send={async (fa, auth, email, locale) => {
        const url = new URL(`${localePrefixes[locale]}/login`, window.location.origin);
        url.searchParams.set('mode', 'emailLink');
        if (redirect) url.searchParams.set('redirect', redirect);
        await fa.sendSignInLinkToEmail(auth, email, { url: url.toString(), handleCodeInApp: true });
        try {
          localStorage.setItem(EMAIL_FOR_LINK, email);
        } catch {}
      }}
      back={{ pathname: '/login', query: redirect ? { redirect } : {} }}
    />
  );
}
