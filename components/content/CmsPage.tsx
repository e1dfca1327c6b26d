import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getStory } from '@/lib/content/stories';
import { Block, type ExtraBlocks } from '@/blocks/registry';
import type { Blok } from '@/blocks/types';
import { PreviewBridge } from './PreviewBridge';

/** A page whose content editors publish: the story in the visitor's language, draft in preview. */
export async function CmsPage({ slug, locale, extra }: { slug: string; locale: Locale; extra?: ExtraBlocks }) {
  const draft = (await draftMode()).isEnabled;
  const story = await getStory(slug, locale, draft);
  if (!story) notFound();
  return (
    <>
      <Block blok={story.content as unknown as Blok} locale={locale} extra={extra} />
      {draft ? <PreviewBridge storyId={story.id} /> : null}
    </>
  );
}

export async function cmsMetadata(slug: string, locale: Locale) {
  const { storyMetadata } = await import('@/lib/content/seo');
  const draft = (await draftMode()).isEnabled;
  const story = await getStory(slug, locale, draft).catch(() => null);
  return story ? storyMetadata(story as Parameters<typeof storyMetadata>[0], locale) : {};
}
