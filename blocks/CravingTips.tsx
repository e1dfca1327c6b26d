import { storyblokEditable } from '@storyblok/js';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { SourceLink } from './SourceLink';
import type { BlockProps, CravingTipBlok, CravingTipsBlok } from './types';
import styles from './CravingTips.module.css';
import timeline from './Timeline.module.css';

/** One tip for a craving: what to do, and the source it comes from, named and linked. */
export function CravingTip({ blok, locale }: BlockProps<CravingTipBlok>) {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Craving' });
  return (
    <article className={styles.tip} {...storyblokEditable(blok)}>
      <h3>{blok.title}</h3>
      {blok.text ? <p>{blok.text}</p> : null}
      {blok.source_label ? (
        <p className={styles.source}>
          {t('tipSource')} <SourceLink label={blok.source_label} link={blok.source_link} locale={locale} />
        </p>
      ) : null}
    </article>
  );
}

/** Tips for a craving that editors publish (the story `craving-tips`, shown on /account/craving). */
export function CravingTips({ blok, locale }: BlockProps<CravingTipsBlok>) {
  const tips = Array.isArray(blok.tips) ? blok.tips : [];
  return (
    <section className={styles.tips} aria-labelledby={`h-${blok._uid}`} data-testid="craving-tips" {...storyblokEditable(blok)}>
      <h2 id={`h-${blok._uid}`}>{blok.headline}</h2>
      {blok.intro ? <p>{blok.intro}</p> : null}
      <ul className={timeline.list}>
        {tips.map((tip) => (
          <li key={tip._uid}>
            <CravingTip blok={tip} locale={locale as Locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
