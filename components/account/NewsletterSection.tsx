import { getTranslations } from 'next-intl/server';
import { languageNameIn, type Locale } from '@/lib/i18n/locales';
import type { Session } from '@/lib/auth/session';
import type { accountOverview } from '@/lib/account';
import { confirmAddressAction, subscribeNewsletterAction, unsubscribeNewsletterAction } from '@/lib/account/actions';
import { ActionButton } from './ActionButton';
import { SettingsSection } from './SettingsSection';

type Overview = Awaited<ReturnType<typeof accountOverview>>;

/**
 * /account's newsletter (a settings section, #newsletter, closed until opened): an address not yet
 * confirmed gets a confirmation link first; then one button subscribes in the page's language or ends
 * the subscription.
 */
export async function NewsletterSection({ locale, session, overview }: { locale: Locale; session: Session; overview: Overview }) {
  const t = await getTranslations('Account');
  const forms = await getTranslations('Forms');
  const failed = t('failed');
  const signedOut = t('signedOut');
  return (
    <SettingsSection id="newsletter" titleId="account-newsletter-title" title={t('newsletter.title')}>
      {!session.email ? (
        <p>{t('newsletter.noEmail')}</p>
      ) : !overview.emailVerified && !(overview.newsletter && overview.newsletter.status !== 'unsubscribed') ? (
        <>
          <p data-testid="newsletter-state">{t('newsletter.unverified')}</p>
          <ActionButton
            action={confirmAddressAction.bind(null, locale)}
            label={t('newsletter.confirm')}
            failed={failed}
            signedOut={signedOut}
            done={t('newsletter.confirmSent', { email: session.email })}
            limited={forms('tooManyRequests')}
          />
        </>
      ) : overview.newsletter && overview.newsletter.status !== 'unsubscribed' ? (
        <>
          <p data-testid="newsletter-state">
            {t(overview.newsletter.status === 'active' ? 'newsletter.active' : 'newsletter.pending', {
              language: languageNameIn(locale, overview.newsletter.locale),
            })}
          </p>
          <ActionButton
            action={unsubscribeNewsletterAction}
            label={t('newsletter.unsubscribe')}
            failed={failed}
            signedOut={signedOut}
            limited={forms('tooManyRequests')}
          />
        </>
      ) : (
        <>
          <p data-testid="newsletter-state">{t('newsletter.none')}</p>
          <ActionButton
            action={subscribeNewsletterAction.bind(null, locale)}
            label={t('newsletter.subscribe', { language: languageNameIn(locale, locale) })}
            failed={failed}
            signedOut={signedOut}
            done={t('newsletter.sent')}
            limited={forms('tooManyRequests')}
            className="button button-primary"
          />
        </>
      )}
    </SettingsSection>
  );
}
