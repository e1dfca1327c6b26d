import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ISbStoryData } from 'storyblok-js-client';
import type { Locale } from '@/lib/i18n/locales';
import { contentClient, CONTENT_LIMITS } from './client';
import { storyblokLanguage } from './languages';
import { POSTS_FOLDER } from './links';

/** Relations and links the pages resolve (spec §7: resolve_relations, resolve_links). */
export const RESOLVE_RELATIONS = ['teaser.story'];
export const CONTENT_TAG = 'content';
export const storyTag = (fullSlug: string) => `story:${fullSlug}`;

export type Story = ISbStoryData;

let knownCv: number | undefined;

/**
 * Before Next.js refills its cache (build, webhook, first visit), ask the space for its cache version:
 * when it changed, the client's own response cache is flushed (automatic clearing), so a publish is
 * never hidden behind a stale client cache.
 */
export async function syncCacheVersion(): Promise<void> {
  const client = contentClient();
  const { data } = await client.get('cdn/spaces/me', {});
  const cv = (data as { space?: { version?: number } }).space?.version;
  if (typeof cv === 'number' && knownCv !== undefined && cv !== knownCv) await client.flushCache();
  if (typeof cv === 'number') knownCv = cv;
}

async function fetchStory(fullSlug: string, locale: Locale, draft: boolean): Promise<Story | null> {
  try {
    if (!draft) await syncCacheVersion();
    const { data } = await contentClient(draft).get(`cdn/stories/${fullSlug}`, {
      version: draft ? 'draft' : 'published',
      language: storyblokLanguage[locale],
      resolve_relations: RESOLVE_RELATIONS.join(','),
      resolve_links: 'url',
    });
    return (data as { story: Story }).story;
  } catch (error) {
    // A story that does not exist is a 404; anything else (CMS down, 429 after all retries) throws,
    // so Next.js keeps serving the last good page.
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** A story in a locale; published ones are cached and tagged for the webhook. */
export function getStory(fullSlug: string, locale: Locale, draft = false): Promise<Story | null> {
  if (draft) return fetchStory(fullSlug, locale, true);
  return unstable_cache(() => fetchStory(fullSlug, locale, false), ['story', fullSlug, locale], {
    tags: [CONTENT_TAG, storyTag(fullSlug)],
  })();
}

async function fetchPosts(locale: Locale, draft: boolean): Promise<Story[]> {
  if (!draft) await syncCacheVersion();
  const { data } = await contentClient(draft).get('cdn/stories', {
    version: draft ? 'draft' : 'published',
    language: storyblokLanguage[locale],
    starts_with: POSTS_FOLDER,
    per_page: CONTENT_LIMITS.perPage,
    page: 1,
    sort_by: 'first_published_at:desc',
  });
  return (data as { stories: Story[] }).stories;
}

/** The newest posts (first page). */
export function listPosts(locale: Locale, draft = false): Promise<Story[]> {
  if (draft) return fetchPosts(locale, true);
  return unstable_cache(() => fetchPosts(locale, false), ['posts', locale], { tags: [CONTENT_TAG, storyTag('posts')] })();
}

/** Every post slug (for generateStaticParams and the sitemap). */
export async function allPostSlugs(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page < 100; page++) {
    const { data, total } = await contentClient().get('cdn/stories', {
      version: 'published',
      starts_with: POSTS_FOLDER,
      per_page: CONTENT_LIMITS.perPage,
      page,
    });
    const stories = (data as { stories: Story[] }).stories;
    slugs.push(...stories.map((s) => s.full_slug.slice(POSTS_FOLDER.length)));
    if (!stories.length || slugs.length >= (total ?? 0)) break;
  }
  return slugs;
}

const POST_SLUGS_FRESH_MS = 60_000;
const POST_SLUGS_RETRY_MS = 5_000;
let postSlugs: { at: number; slugs: Set<string> } | null = null;
let loadingPostSlugs: Promise<void> | null = null;

/**
 * Whether a post of this slug is published, from a list of every post slug kept in memory (proxy.ts
 * asks it for each `/posts/{id}` address, so an unknown one gets the server-rendered not-found page).
 * The list is read again after a minute, and sooner (at most every 5 s) when a slug is not in it, so
 * a post published a moment ago is found. A CMS failure throws: the caller lets the page answer.
 */
export async function isPublishedPost(slug: string, now = Date.now()): Promise<boolean> {
  const age = postSlugs ? now - postSlugs.at : Infinity;
  const known = postSlugs?.slugs.has(slug) ?? false;
  if (age > POST_SLUGS_FRESH_MS || (!known && age > POST_SLUGS_RETRY_MS)) {
    loadingPostSlugs ??= syncCacheVersion()
      .then(allPostSlugs)
      .then((slugs) => {
        postSlugs = { at: Date.now(), slugs: new Set(slugs) };
      })
      .finally(() => {
        loadingPostSlugs = null;
      });
    await loadingPostSlugs;
  }
  return postSlugs?.slugs.has(slug) ?? false;
}
