'use client';

import { useTranslations } from 'next-intl';
import { localePrefixes } from '@/lib/i18n/locales';
import { EmailRequestForm } from './EmailRequestForm';

/** "Forgot password" (/login?mode=forgot): sends a reset link back to the sign-in page. */
export function ForgotForm() {
  const t = useTranslations('Auth');
  return (
    <EmailRequestForm
      texts={{ title: t('resetTitle'), intro: t('resetIntro'), submit: t('resetSend'), sent: (email) => t('resetSent', { email }) }}
      send={(fa, auth, email, locale) =>
        fa.sendPasswordResetEmail(auth, email, { url: new URL(`${localePrefixes[locale]}/login`, window.location.origin).toString() })
      }
      back="/login"
    />
  );
}
