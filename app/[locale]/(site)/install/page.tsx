import type { Metadata } from 'next';
import QRCode from 'qrcode';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/routing/intl';
import { getTranslations } from 'next-intl/server';
import { cmsRoute } from '@/components/content/cmsRoute';
import { StoreBadges } from '@/components/install/StoreBadges';
import { WebApp } from '@/components/install/WebApp';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { storyPath } from '@/lib/content/links';
import { appOffered, storeLinks } from '@/lib/golinks/stores';
import { env } from '@/lib/env';

const route = cmsRoute('install');

/** The story's title and description where the app can be had; else what the page then says (no app promised). */
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  if (await appOffered()) return route.generateMetadata(props);
  const { locale } = await props.params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Install.web' });
  return { title: t('title'), description: t('description') };
}

/**
 * The install page: CMS content, then each configured store once as its badge (QR code on desktops);
 * while no store page is configured (go-link `app`), not the story (it is about the app) but Exhale in
 * the browser: how to keep it on the home screen and the web's next steps.
 */
export default async function Page(props: LocaleParams) {
  const locale = await pageLocale(props.params);
  const stores = await storeLinks();
  if (!stores.ios && !stores.android) return <WebApp />;
  const t = await getTranslations('Install');
  const url = new URL(encodeURI(storyPath('install', locale)!), env().SITE_URL).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, width: 180, errorCorrectionLevel: 'M' });
  const labels = {
    title: t('title'),
    appStore: t('appStore'),
    appStoreSmall: t('appStoreSmall'),
    playStore: t('playStore'),
    playStoreSmall: t('playStoreSmall'),
    qr: t('qr'),
  };
  return (
    <>
      {await route.Page(props)}
      <StoreBadges labels={labels} qrSvg={qrSvg} stores={stores} />
    </>
  );
}
