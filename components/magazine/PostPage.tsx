import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { storyblokEditable } from '@storyblok/js';
import { createTranslator } from 'next-intl';
import { allMessages } from '@/lib/i18n/all-messages';
import type { Locale } from '@/lib/i18n/locales';
import { getStory, listPosts } from '@/lib/content/stories';
import { storyPath } from '@/lib/content/links';
import { readingMinutes, relatedPosts } from '@/lib/content/reading';
import { Blocks } from '@/blocks/registry';
import { Picture } from '@/blocks/Picture';
import { RichText } from '@/blocks/RichText';
import type { PageBlok } from '@/blocks/types';
import { PreviewBridge } from '@/components/content/PreviewBridge';
import { PostCard, postDate, type PostStory } from './PostCard';
import styles from './Magazine.module.css';

/** A magazine post: back to the magazine, title, date, reading time, image, text and related posts. */
export async function PostPage({ slug, locale }: { slug: string; locale: Locale }) {
  const draft = (await draftMode()).isEnabled;
  const story = await getStory(slug, locale, draft);
  if (!story) notFound();
  const t = createTranslator({ locale, messages: allMessages[locale], namespace: 'Magazine' });
  const blok = story.content as unknown as PageBlok;
  const post = story as unknown as PostStory;
  const date = postDate(post, locale);
  const related = relatedPosts(post, (await listPosts(locale, draft)) as unknown as PostStory[], 3);
  const magazine = `${storyPath('quit-smoking', locale)}#magazine`;
  return (
    <div className={`container page ${styles.post}`}>
      <article className={styles.post} {...storyblokEditable(blok as never)}>
        <header className={styles.postHeader}>
          <p style={{ margin: 0 }}>
            <a className={styles.back} href={magazine}>
              <span aria-hidden="true">← </span>
              {t('back')}
            </a>
          </p>
          <h1>{blok.title || story.name}</h1>
          <p className={styles.meta} style={{ margin: 0 }}>
            {date ? (
              <>
                {t('published')} <time dateTime={date.iso}>{date.text}</time>
                <span aria-hidden="true"> · </span>
              </>
            ) : null}
            <span data-testid="reading-time">{t('readingTime', { minutes: readingMinutes(blok) })}</span>
          </p>
          <RichText doc={blok.intro} locale={locale} className="lead rich-text" />
        </header>
        {blok.image?.filename ? (
          <div className={styles.postImage}>
            <Picture asset={blok.image} priority sizes="(max-width: 768px) 100vw, 72rem" />
          </div>
        ) : null}
        <div className="block-page">
          <Blocks bloks={blok.body} locale={locale} />
        </div>
      </article>
      {related.length ? (
        <section className={styles.section} aria-labelledby="related-posts">
          <h2 id="related-posts">{t('related')}</h2>
          <ul className={styles.list}>
            {related.map((p) => (
              <li key={p.full_slug}>
                <PostCard story={p} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {draft ? <PreviewBridge storyId={story.id} /> : null}
    </div>
  );
}
