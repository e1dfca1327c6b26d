import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { storyPages, storyPath } from '@/lib/content/links';
import { allPostSlugs } from '@/lib/content/stories';

/** /sitemap.xml: every public content page and post in every locale, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const slugs = [...Object.keys(storyPages), ...(await allPostSlugs()).map((s) => `posts/${s}`)];
  const url = (slug: string, l: (typeof locales)[number]) => new URL(encodeURI(storyPath(slug, l)!), site).toString();
  return slugs.flatMap((slug) =>
    locales.map((l) => ({
      url: url(slug, l),
      changeFrequency: slug.startsWith('posts/') ? ('monthly' as const) : ('weekly' as const),
      priority: slug === 'home' ? 1 : 0.7,
      alternates: { languages: Object.fromEntries(locales.map((o) => [o, url(slug, o)])) },
    })),
  );
}
