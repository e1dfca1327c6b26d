import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { accountSecurity } from '@/lib/auth/security';
import { LINKABLE_PROVIDERS, type LinkableProvider } from '@/lib/auth/schema';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { Session } from '@/lib/auth/session';
import { SecurityMethods } from './SecurityMethods';
import { PasswordChange } from './PasswordChange';
import { EmailChange } from './EmailChange';
import { SettingsSection } from './SettingsSection';
import accountStyles from './Account.module.css';
import styles from './Security.module.css';

const isLinkable = (m: string): m is LinkableProvider => (LINKABLE_PROVIDERS as readonly string[]).includes(m);
const methodKey = { password: 'password', emailLink: 'emailLink', 'google.com': 'google', 'apple.com': 'apple', other: 'other' } as const;
const providerName = (detail: string | null) => (detail === 'google.com' ? 'Google' : detail === 'apple.com' ? 'Apple' : (detail ?? ''));

/**
 * "Sign-in and security" on /account (issue #33): the account's ways to sign in (read fresh from the
 * identity provider), linking and removing Google and Apple, a new address and a new password, and the
 * account history (the latest 20 entries). Every change ends the account's other sessions. Closed until
 * opened (a settings section: #security).
 */
export async function SecuritySection({ locale, session }: { locale: Locale; session: Session }) {
  const t = await getTranslations('Security');
  const messages = await getMessages();
  const timeZone = await getTimeZone();
  const { available, email, methods, history } = await accountSecurity(session.uid);
  const linked = methods.filter(isLinkable);
  const hasPassword = methods.includes('password');
  return (
    <SettingsSection id="security" titleId="security-title" title={t('title')}>
      <p>{t('intro')}</p>
      <NextIntlClientProvider messages={{ Security: messages.Security, Forms: messages.Forms }}>
        {available ? (
          <>
            <h3>{t('methods.title')}</h3>
            <ul className={styles.plain} data-testid="sign-in-methods">
              {methods.map((m, i) => (
                <li key={`${m}-${i}`}>{t(`methods.${methodKey[m]}`)}</li>
              ))}
            </ul>
            <SecurityMethods uid={session.uid} linked={linked} methodCount={methods.length} />
            <div className={styles.forms}>
              <EmailChange uid={session.uid} email={email} hasPassword={hasPassword} />
              {hasPassword && email ? <PasswordChange uid={session.uid} email={email} /> : null}
            </div>
          </>
        ) : (
          <p role="status">{t('errors.unavailable')}</p>
        )}
      </NextIntlClientProvider>
      <h3>{t('history.title')}</h3>
      {history.length === 0 ? (
        <p className={accountStyles.empty}>{t('history.empty')}</p>
      ) : (
        <ol className={`${styles.plain} ${styles.history}`} data-testid="account-history">
          {history.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at.toISOString()}>{formatDate(locale, e.at, { dateStyle: 'medium', timeStyle: 'short', timeZone })}</time>
              {t(`history.kinds.${e.kind as 'password-changed'}`, { provider: providerName(e.detail) })}
            </li>
          ))}
        </ol>
      )}
    </SettingsSection>
  );
}
