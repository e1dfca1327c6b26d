import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/dates';
import type { Premium } from '@/lib/account';
import { RedeemCodeForm } from './RedeemCodeForm';
import { SettingsSection } from './SettingsSection';
import styles from './Account.module.css';

/** /account's premium: the status (until when), what grants it (the member's own codes and purchases), and a code form; a settings section (#premium), closed until opened. */
export async function PremiumSection({ locale, premium }: { locale: Locale; premium: Premium }) {
  const t = await getTranslations('Premium');
  const day = (at: Date) => formatDate(locale, at, { dateStyle: 'long', timeZone: 'UTC' });
  const status = premium.active
    ? premium.until
      ? t('active', { date: day(premium.until) })
      : t('activeUnending')
    : premium.until
      ? t('ended', { date: day(premium.until) })
      : t('none');
  const empty = premium.codes.length === 0 && premium.purchases.length === 0;
  return (
    <SettingsSection id="premium" titleId="premium-title" title={t('title')}>
      <p data-testid="premium-status">{status}</p>
      {empty ? null : (
        <>
          <h3>{t('history')}</h3>
          <ul className={styles.history} data-testid="premium-history">
            {premium.purchases.map((p, i) => (
              <li key={`p${i}`}>
                {t('purchase', {
                  store: t(`stores.${p.store}`),
                  product: p.product,
                  status: t(`statuses.${p.status}`),
                  date: day(p.purchasedAt),
                })}
                {p.expiresAt ? ` ${t('purchaseUntil', { date: day(p.expiresAt) })}` : null}
              </li>
            ))}
            {premium.codes.map((c, i) => (
              <li key={`c${i}`}>{t('code', { date: day(c.redeemedAt), until: day(c.until) })}</li>
            ))}
          </ul>
        </>
      )}
      <RedeemCodeForm />
    </SettingsSection>
  );
}
