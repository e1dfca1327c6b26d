import { storyblokEditable } from '@storyblok/js';
import { listPosts } from '@/lib/content/stories';
import { PostCard, type PostStory } from '@/components/magazine/PostCard';
import type { BlockProps, PostListBlok } from './types';
import styles from '@/components/magazine/Magazine.module.css';

/** The magazine: the newest posts as cards with image, date and reading time. */
export async function PostList({ blok, locale }: BlockProps<PostListBlok>) {
  const posts = (await listPosts(locale)) as unknown as PostStory[];
  const count = Math.min(Math.max(Number(blok.count) || 3, 1), 12);
  return (
    <section id="magazine" className={styles.section} aria-labelledby={`h-${blok._uid}`} {...storyblokEditable(blok)}>
      <h2 id={`h-${blok._uid}`}>{blok.headline}</h2>
      <ul className={styles.list}>
        {posts.slice(0, count).map((p) => (
          <li key={p.full_slug}>
            <PostCard story={p} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
