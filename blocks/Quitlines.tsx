import { storyblokEditable } from '@storyblok/js';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import { listQuitlines } from '@/lib/quitlines/queries';
import { countryName, splitQuitlines } from '@/lib/quitlines';
import { QuitlineCard } from '@/components/quitlines/QuitlineCard';
import type { BlockProps, QuitlinesBlok } from './types';
import styles from '@/components/quitlines/Quitlines.module.css';

/**
 * Quitlines from the CMS datasource `quitlines`: the visitor's language's own national lines first,
 * then every other country behind a disclosure (a chooser that needs no JavaScript).
 */
export async function Quitlines({ blok, locale }: BlockProps<QuitlinesBlok>) {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Quitlines' });
  const { main, others } = splitQuitlines(await listQuitlines(), locale);
  const sorted = [...others].sort((a, b) => countryName(a.country, locale).localeCompare(countryName(b.country, locale), locale));
  return (
    <section id="quitlines" className={styles.quitlines} aria-labelledby={`h-${blok._uid}`} {...storyblokEditable(blok)}>
      <h2 id={`h-${blok._uid}`}>{blok.headline}</h2>
      {blok.intro ? <p className={styles.intro}>{blok.intro}</p> : null}
      {main.length ? (
        <div className={styles.mainList}>
          {main.map((q) => (
            <QuitlineCard key={q.country} q={q} locale={locale} main />
          ))}
        </div>
      ) : (
        <p className={styles.intro}>{t('noMain')}</p>
      )}
      <details className={styles.chooser} open={main.length === 0 || undefined}>
        <summary>{t('otherCountries')}</summary>
        <div className={styles.otherList}>
          {sorted.map((q) => (
            <QuitlineCard key={q.country} q={q} locale={locale} />
          ))}
        </div>
      </details>
    </section>
  );
}
