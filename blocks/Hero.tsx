import { storyblokEditable } from '@storyblok/js';
import { linkHref } from '@/lib/content/links';
import { Picture } from './Picture';
import type { BlockProps, HeroBlok } from './types';
import styles from './Hero.module.css';

/** Hero: the page's heading, one line of text, ONE primary action and a quieter secondary link. */
export function Hero({ blok, locale }: BlockProps<HeroBlok>) {
  const primary = linkHref(blok.primary_link, locale);
  const secondary = linkHref(blok.secondary_link, locale);
  return (
    <section className={styles.hero} {...storyblokEditable(blok)}>
      <div className={styles.text}>
        {blok.headline ? <h1 className={styles.title}>{blok.headline}</h1> : null}
        {blok.text ? <p className={styles.lead}>{blok.text}</p> : null}
        <div className={styles.actions}>
          {primary && blok.primary_label ? (
            <a className={`button button-primary ${styles.primary}`} href={primary} data-primary-action="">
              {blok.primary_label}
            </a>
          ) : null}
          {secondary && blok.secondary_label ? (
            <a className={styles.secondary} href={secondary}>
              {blok.secondary_label}
            </a>
          ) : null}
        </div>
      </div>
      {blok.image?.filename ? (
        <div className={styles.art}>
          <Picture asset={blok.image} priority />
        </div>
      ) : null}
    </section>
  );
}
