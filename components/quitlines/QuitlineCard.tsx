import { Fragment } from 'react';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { countryName, formatHours, telHref, type Quitline } from '@/lib/quitlines';
import styles from './Quitlines.module.css';

/** One quitline: country, service, the number as a tel: link, and what is known of hours, cost and website. */
export function QuitlineCard({ q, locale, main }: { q: Quitline; locale: Locale; main?: boolean }) {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Quitlines' });
  const hours = formatHours(q.hours, locale);
  return (
    <article className={main ? `${styles.card} ${styles.main}` : styles.card} data-country={q.country}>
      <h3 className={styles.country}>{countryName(q.country, locale)}</h3>
      <p className={styles.service}>{q.service}</p>
      <p className={styles.call}>
        <a className={main ? 'button button-primary' : undefined} href={telHref(q.tel)} data-quitline={q.country}>
          <span className={styles.callLabel}>{t('call')} </span>
          <span className={styles.number}>
            {/* Each word of the number stays whole ("1-800-QUIT-NOW", "(1-800-784-8669)"); the line breaks between them on a narrow card. */}
            {q.display.split(' ').map((part, i) => (
              <Fragment key={i}>
                {i ? ' ' : null}
                <span className={styles.numberPart}>{part}</span>
              </Fragment>
            ))}
          </span>
        </a>
      </p>
      <dl className={styles.facts}>
        {hours.length ? (
          <div>
            <dt>{t('hours')}</dt>
            <dd>
              {hours.map((h) => (
                <span key={h} className={styles.hoursLine}>
                  {h}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {q.cost ? (
          <div>
            <dt>{t('cost')}</dt>
            <dd>{t(q.cost === 'free' ? 'costFree' : 'costLocal')}</dd>
          </div>
        ) : null}
        {q.web ? (
          <div>
            <dt>{t('website')}</dt>
            <dd>
              <a href={q.web} rel="noopener">
                {new URL(q.web).host.replace(/^www\./, '')}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.source}>
        <a href={q.source} rel="noopener">
          {t('source')}
        </a>
      </p>
    </article>
  );
}
