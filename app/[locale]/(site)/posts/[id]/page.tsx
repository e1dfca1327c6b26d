import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/routing/intl';
import { isValidId } from '@/lib/routing/validity';
import { allPostSlugs } from '@/lib/content/stories';
import { cmsMetadata } from '@/components/content/CmsPage';
import { PostPage } from '@/components/magazine/PostPage';
import { idPage } from '@/lib/routing/render';

type Params = { params: Promise<{ locale: string; id: string }> };

export async function generateStaticParams() {
  return (await allPostSlugs()).map((id) => ({ id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !isValidId(id)) return {};
  return cmsMetadata(`posts/${id}`, locale);
}

export default async function Page({ params }: Params) {
  const { locale, id } = await idPage(params);
  return <PostPage slug={`posts/${id}`} locale={locale} />;
}
