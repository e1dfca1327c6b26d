import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/lib/env';
import { locales, type Locale } from '@/lib/i18n/locales';
import { storyPath } from './links';

/** Canonical URL and hreflang alternates (9 locales + x-default) of a story's page. */
export function storyAlternates(fullSlug: string, locale: Locale): Metadata['alternates'] {
  const site = env().SITE_URL;
  const abs = (l: Locale) => {
    const p = storyPath(fullSlug, l);
    return p ? new URL(encodeURI(p), site).toString() : undefined;
  };
  const languages: Record<string, string> = {};
  for (const l of locales) {
    const u = abs(l);
    if (u) languages[l] = u;
  }
  const fallback = abs('en-US');
  if (fallback) languages['x-default'] = fallback;
  return { canonical: abs(locale), languages };
}

export function storyMetadata(
  story: { full_slug: string; name?: string; content?: { title?: unknown; description?: unknown; image?: { filename?: string } } },
  locale: Locale,
): Metadata {
  const title = typeof story.content?.title === 'string' ? story.content.title : story.name;
  const description = typeof story.content?.description === 'string' ? story.content.description : undefined;
  const alternates = storyAlternates(story.full_slug, locale);
  const image = story.content?.image?.filename;
  return {
    title,
    description,
    alternates,
    openGraph: {
      title,
      description,
      type: story.full_slug.startsWith('posts/') ? 'article' : 'website',
      locale: locale.replace('-', '_'),
      url: typeof alternates?.canonical === 'string' ? alternates.canonical : undefined,
      siteName: 'Exhale',
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}
