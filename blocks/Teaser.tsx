import { storyblokEditable } from '@storyblok/js';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import { storyPath } from '@/lib/content/links';
import { Picture } from './Picture';
import type { BlockProps, TeaserBlok } from './types';

// The story's headline completes a short call to action ("Read more") for screen readers and link
// lists, without showing it twice; the message Content.teaserMore joins the two with the language's
// own colon (French: U+202F). Inline, as the stylesheet has no such utility.
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
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Content' });
  return (
    <article className="block-teaser" {...storyblokEditable(blok)}>
      {blok.image?.filename ? <Picture asset={blok.image} sizes="(max-width: 768px) 100vw, 33vw" /> : null}
      {headline ? <h3>{href ? <a href={href}>{headline}</a> : headline}</h3> : null}
      {text ? <p>{text}</p> : null}
      {href && blok.cta_label ? (
        <p>
          <a href={href} className="teaser-more">
            {headline
              ? t.rich('teaserMore', { label: blok.cta_label, headline, hidden: (chunks) => <span style={visuallyHidden}>{chunks}</span> })
              : blok.cta_label}
          </a>
        </p>
      ) : null}
    </article>
  );
}
