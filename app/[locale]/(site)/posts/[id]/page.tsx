import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/routing/intl';
import { pageLocale } from '@/lib/i18n/page';
import { isValidId } from '@/lib/routing/validity';
import { allPostSlugs } from '@/lib/content/stories';
import { cmsMetadata } from '@/components/content/CmsPage';
import { PostPage } from '@/components/magazine/PostPage';

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
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!isValidId(id)) notFound();
  return <PostPage slug={`posts/${id}`} locale={locale} />;
}
