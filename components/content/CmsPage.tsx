import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getTranslations } from 'next-intl/server';
import { getStory } from '@/lib/content/stories';
import { appOffered } from '@/lib/golinks/stores';
import { WEB_NEXT_STEP, withoutAppLinks } from '@/lib/install';
import { Block, type ExtraBlocks } from '@/blocks/registry';
import type { Blok } from '@/blocks/types';
import { PreviewBridge } from './PreviewBridge';

/**
 * A page whose content editors publish: the story in the visitor's language, draft in preview. While
 * no store page is configured, its links to the app lead to the web's next step instead (lib/install).
 */
export async function CmsPage({ slug, locale, extra }: { slug: string; locale: Locale; extra?: ExtraBlocks }) {
  const draft = (await draftMode()).isEnabled;
  const story = await getStory(slug, locale, draft);
  if (!story) notFound();
  const t = await getTranslations({ locale, namespace: 'Install' });
  const content = (await appOffered()) ? story.content : withoutAppLinks(story.content, { label: t('nextStep'), href: WEB_NEXT_STEP });
  return (
    <>
      <Block blok={content as unknown as Blok} locale={locale} extra={extra} />
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
