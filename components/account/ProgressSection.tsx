import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { formatDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { accountOverview } from '@/lib/account';
import { CURRENCIES } from '@/lib/account/schema';
import styles from './Account.module.css';
import { ActionLinks } from '@/components/layout/ActionLinks';

type Progress = Awaited<ReturnType<typeof accountOverview>>['progress'];

/**
 * /account's first section: where the member stands since the quit date (days, cigarettes not smoked,
 * money saved), or how to set one; the pack's price in the address when the survey did not give it.
 */
export async function ProgressSection({
  locale,
  progress: p,
  pack,
  packInvalid,
}: {
  locale: Locale;
  progress: Progress;
  pack: { price: number; size: number } | null;
  /** The pack figures in the address did not parse. */
  packInvalid: boolean;
}) {
  const t = await getTranslations('Account');
  const format = await getFormatter();
  const date = (day: string) => formatDay(locale, day);
  const currency = CURRENCIES[locale];
  const b = (chunks: React.ReactNode) => <strong className={styles.big}>{chunks}</strong>;
  return (
    <section aria-labelledby="progress-title" className={styles.section}>
      <h2 id="progress-title">{t('progress.title')}</h2>
      {p.status === 'no-quit-date' ? (
        <div className={styles.empty}>
          <p>{t('progress.noQuitDate')}</p>
          <p className={styles.row}>
            <ActionLinks
              links={[
                ['/survey/motivation', t('progress.setQuitDate')],
                ['#new-certificate-title', t('certificates.formTitle')],
              ]}
            />
          </p>
        </div>
      ) : p.status === 'upcoming' ? (
        <p className={styles.empty}>
          {t('progress.upcoming', { date: date(p.quitDate) })} · {t('progress.toGo', { count: p.inDays })}
        </p>
      ) : (
        <>
          <p>
            {t('progress.since', { date: date(p.quitDate) })} ({t(p.source === 'motivation' ? 'progress.fromMotivation' : 'progress.fromCertificate')})
          </p>
          <ul className={styles.stats} data-testid="progress">
            <li>{t.rich('progress.days', { count: p.days, b })}</li>
            {p.cigarettes !== null ? (
              <li>
                {t.rich('progress.cigarettes', { count: p.cigarettes, b })}
                <small>{t('progress.cigarettesNote')}</small>
              </li>
            ) : null}
            {p.money !== null ? <li>{t.rich('progress.money', { money: format.number(p.money, { style: 'currency', currency }), b })}</li> : null}
          </ul>
          {p.missing.includes('cigarettes') ? (
            <p className={styles.missing}>
              {t('progress.missingCigarettes')} <Link href="/survey/test">{t('progress.takeTest')}</Link>
            </p>
          ) : null}
          {p.missing.includes('price') || pack ? (
            <form method="get" className={styles.pack}>
              {!pack ? <p className={styles.missing}>{t('progress.missingPrice')}</p> : null}
              {packInvalid ? (
                <p role="alert" className="form-alert form-alert-error">
                  {t('progress.packInvalid')}
                </p>
              ) : null}
              <div className={styles.row}>
                <div className="field">
                  <label htmlFor="pack-price">{t('progress.packPrice', { currency })}</label>
                  <input id="pack-price" name="price" type="number" inputMode="decimal" min="0.01" max="1000" step="0.01" required defaultValue={pack?.price} />
                </div>
                <div className="field">
                  <label htmlFor="pack-size">{t('progress.packSize')}</label>
                  <input id="pack-size" name="size" type="number" inputMode="numeric" min="1" max="100" step="1" required defaultValue={pack?.size ?? 20} />
                </div>
              </div>
              <button type="submit" className="button">
                {t('progress.packSubmit')}
              </button>
              <p className={styles.note}>{t('progress.packNote')}</p>
            </form>
          ) : null}
        </>
      )}
    </section>
  );
}
