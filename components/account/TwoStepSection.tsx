import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/dates';
import type { Session } from '@/lib/auth/session';
import { adminNeedsSecondFactor, twoStepOverview, type TwoStepOverview } from '@/lib/auth/two-step';
import { confirmAddressAction } from '@/lib/account/actions';
import { TwoStepManager } from '@/components/auth/two-step/TwoStepManager';
import twoStep from '@/components/auth/two-step/TwoStep.module.css';
import { ActionButton } from './ActionButton';
import { SettingsSection } from './SettingsSection';

/**
 * "Two-step verification" on /account: the member's phones (never the whole number), adding and
 * removing one (components/auth/two-step), and, for an admin who needs a second factor before the
 * administration opens (ADMIN_REQUIRE_SECOND_FACTOR), why they were sent here (/account#two-step; the
 * section is open for them in the server's HTML, closed for everyone else until opened).
 */
export async function TwoStepSection({ locale, session }: { locale: Locale; session: Session }) {
  const t = await getTranslations('TwoStep');
  const account = await getTranslations('Account');
  const forms = await getTranslations('Forms');
  let overview: TwoStepOverview | null = null;
  try {
    overview = await twoStepOverview(session.uid);
  } catch (error) {
    console.error('Reading the second factors failed:', error);
  }
  const messages = await getMessages();
  const factors = (overview?.factors ?? []).map((f) => ({
    uid: f.uid,
    name: f.displayName || t('defaultName'),
    ending: f.ending,
    enrolled: f.enrolledAt ? formatDate(locale, new Date(f.enrolledAt), { dateStyle: 'long' }) : null,
  }));
  const required = adminNeedsSecondFactor(session);
  return (
    <SettingsSection id="two-step" titleId="two-step-title" title={t('title')} open={required}>
      <p>{t('intro')}</p>
      {required ? (
        <p className={twoStep.required} data-testid="two-step-required">
          {factors.length ? t('adminSignInAgain') : t('adminRequired')}
        </p>
      ) : null}
      {!overview ? (
        <p>{t('unavailable')}</p>
      ) : !overview.emailVerified ? (
        <>
          <p data-testid="two-step-unverified">{t('unverified')}</p>
          <ActionButton
            action={confirmAddressAction.bind(null, locale)}
            label={t('confirmAddress')}
            failed={account('failed')}
            signedOut={account('signedOut')}
            done={t('confirmSent', { email: session.email ?? '' })}
            limited={forms('tooManyRequests')}
          />
        </>
      ) : (
        <NextIntlClientProvider messages={{ TwoStep: messages.TwoStep, Forms: messages.Forms }}>
          <TwoStepManager uid={session.uid} email={session.email} factors={factors} />
        </NextIntlClientProvider>
      )}
    </SettingsSection>
  );
}
