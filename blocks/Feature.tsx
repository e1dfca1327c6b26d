import { storyblokEditable } from '@storyblok/js';
import { linkHref } from '@/lib/content/links';
import { Picture } from './Picture';
import { RichText } from './RichText';
import type { BlockProps, FeatureBlok } from './types';
import styles from './Feature.module.css';

/** Feature: headline, rich text, optional image and call to action. */
export function Feature({ blok, locale }: BlockProps<FeatureBlok>) {
  const href = linkHref(blok.cta_link, locale);
  return (
    <section className={blok.image?.filename ? `block-feature ${styles.withImage}` : 'block-feature'} {...storyblokEditable(blok)}>
      {blok.image?.filename ? (
        <div className={styles.image}>
          <Picture asset={blok.image} />
        </div>
      ) : null}
      <div className="block-feature-body">
        {blok.headline ? <h2>{blok.headline}</h2> : null}
        <RichText doc={blok.text} locale={locale} />
        {href && blok.cta_label ? (
          <p>
            <a className="button button-primary" href={href}>
              {blok.cta_label}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
