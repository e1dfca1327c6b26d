import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/routing/intl';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import type { ExtraBlocks } from '@/blocks/registry';
import { CmsPage, cmsMetadata } from './CmsPage';

/** The page module of a CMS story: its metadata (SEO) and the page itself; `extra`: blocks only this page renders. */
export function cmsRoute(slug: string, extra?: ExtraBlocks) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    return cmsMetadata(slug, locale);
  }
  async function Page({ params }: LocaleParams) {
    const locale = await pageLocale(params);
    return <CmsPage slug={slug} locale={locale} extra={extra} />;
  }
  return { generateMetadata, Page };
}
