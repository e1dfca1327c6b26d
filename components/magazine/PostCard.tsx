import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { storyPath } from '@/lib/content/links';
import { readingMinutes } from '@/lib/content/reading';
import { formatDate } from '@/lib/i18n/dates';
import { Picture } from '@/blocks/Picture';
import type { Asset } from '@/blocks/types';
import styles from './Magazine.module.css';

export interface PostStory {
  full_slug: string;
  name: string;
  first_published_at?: string | null;
  tag_list?: string[];
  content?: { title?: string; description?: string; image?: Asset } & Record<string, unknown>;
}

/** The date a post was first published, in the visitor's language, and its ISO form. */
export function postDate(story: PostStory, locale: Locale) {
  const iso = story.first_published_at ?? null;
  return iso ? { iso, text: formatDate(locale, new Date(iso), { dateStyle: 'long', timeZone: 'UTC' }) } : null;
}

/** A magazine card: image, title (the link), teaser text, date and reading time. */
export function PostCard({ story, locale, headingLevel = 3 }: { story: PostStory; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Magazine' });
  const href = storyPath(story.full_slug, locale);
  const date = postDate(story, locale);
  const title = story.content?.title || story.name;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {story.content?.image?.filename ? <Picture asset={story.content.image} sizes="(max-width: 768px) 100vw, 33vw" /> : null}
      <div className={styles.cardBody}>
        <H className={styles.cardTitle}>{href ? <a href={href}>{title}</a> : title}</H>
        {story.content?.description ? <p>{story.content.description}</p> : null}
        <p className={styles.meta}>
          {date ? <time dateTime={date.iso}>{date.text}</time> : null}
          {date ? <span aria-hidden="true"> · </span> : null}
          <span>{t('readingTime', { minutes: readingMinutes(story.content) })}</span>
        </p>
      </div>
    </article>
  );
}
