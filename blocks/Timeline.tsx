import { storyblokEditable } from '@storyblok/js';
import { SourceLink } from './SourceLink';
import type { BlockProps, TimelineBlok } from './types';
import styles from './Timeline.module.css';

/** What quitting gives back: moments after the last cigarette, each with what changes, and the source named. */
export function Timeline({ blok, locale }: BlockProps<TimelineBlok>) {
  const items = Array.isArray(blok.items) ? blok.items : [];
  return (
    <section className={styles.timeline} aria-labelledby={`h-${blok._uid}`} {...storyblokEditable(blok)}>
      <h2 id={`h-${blok._uid}`}>{blok.headline}</h2>
      {blok.intro ? <p className={styles.intro}>{blok.intro}</p> : null}
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item._uid} className={styles.item} {...storyblokEditable(item)}>
            <span className={styles.time}>{item.time}</span>
            <span className={styles.text}>{item.text}</span>
          </li>
        ))}
      </ol>
      {blok.source_label ? (
        <p className={styles.source}>
          <SourceLink label={blok.source_label} link={blok.source_link} locale={locale} />
        </p>
      ) : null}
    </section>
  );
}
