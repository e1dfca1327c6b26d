import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { formatDay } from '@/lib/i18n/dates';
import { healthTimeline } from '@/lib/content/timeline';
import { personalTimeline } from '@/lib/journey';
import styles from './Journey.module.css';

/**
 * The home page's health timeline (CMS, WHO's figures) on the member's own calendar: what is already
 * behind them since the quit date and when the next step comes, with the source. Nothing when the
 * home page has no timeline with start times.
 */
export async function HealthSteps({ locale, quitDate, today }: { locale: Locale; quitDate: string; today: string }) {
  const timeline = await healthTimeline(locale);
  if (!timeline || timeline.steps.length === 0) return null;
  const t = await getTranslations('Journey.health');
  const { reached, next } = personalTimeline(timeline.steps, quitDate, today);
  return (
    <div className={styles.health} data-testid="health-steps">
      <h3 id="health-title">{t('title')}</h3>
      {next ? (
        <p className={styles.next}>
          {t.rich('next', { time: next.time, date: formatDay(locale, next.on, 'medium'), b: (c) => <strong>{c}</strong> })} {next.text}
        </p>
      ) : (
        <p className={styles.next}>{t('allReached')}</p>
      )}
      {reached.length > 0 ? (
        <details>
          <summary>{t('reached', { count: reached.length })}</summary>
          <ul aria-labelledby="health-title">
            {reached.map((s) => (
              <li key={s.afterMinutes}>
                <strong>{s.time}:</strong> {s.text}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {timeline.source.url ? (
        <p className={styles.note}>
          <a href={timeline.source.url} rel="noopener noreferrer" target="_blank">
            {timeline.source.label}
          </a>
        </p>
      ) : null}
    </div>
  );
}
