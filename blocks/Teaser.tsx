import { storyblokEditable } from '@storyblok/react/rsc';
import { storyPath } from '@/lib/content/links';
import { Picture } from './Picture';
import type { BlockProps, TeaserBlok } from './types';

/** Teaser: a card pointing at another story (resolved relation), with its own text or the story's. */
export function Teaser({ blok, locale }: BlockProps<TeaserBlok>) {
  const story = typeof blok.story === 'object' ? blok.story : null;
  const href = story ? storyPath(story.full_slug, locale) : null;
  const headline = blok.headline || story?.content?.title || story?.name;
  const text = blok.text || story?.content?.description;
  return (
    <article className="block-teaser" {...storyblokEditable(blok)}>
      {blok.image?.filename ? <Picture asset={blok.image} sizes="(max-width: 768px) 100vw, 33vw" /> : null}
      {headline ? <h3>{href ? <a href={href}>{headline}</a> : headline}</h3> : null}
      {text ? <p>{text}</p> : null}
      {href && blok.cta_label ? (
        <p>
          <a href={href} className="teaser-more" aria-label={`${blok.cta_label}: ${headline ?? ''}`}>
            {blok.cta_label}
          </a>
        </p>
      ) : null}
    </article>
  );
}
