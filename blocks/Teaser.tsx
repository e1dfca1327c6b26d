import { storyblokEditable } from '@storyblok/js';
import { storyPath } from '@/lib/content/links';
import { Picture } from './Picture';
import type { BlockProps, TeaserBlok } from './types';

// The story's headline completes a short call to action ("Read more") for screen readers and link
// lists, without showing it twice. Inline, as the stylesheet has no such utility.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
          <a href={href} className="teaser-more">
            {blok.cta_label}
            {headline ? <span style={visuallyHidden}>: {headline}</span> : null}
          </a>
        </p>
      ) : null}
    </article>
  );
}
