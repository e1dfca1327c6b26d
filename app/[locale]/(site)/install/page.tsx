import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { cmsRoute } from '@/components/content/cmsRoute';
import { StoreBadges } from '@/components/install/StoreBadges';
import { AppComing } from '@/components/install/AppComing';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { storyPath } from '@/lib/content/links';
import { storeLinks } from '@/lib/golinks/stores';
import { env } from '@/lib/env';

const route = cmsRoute('install');
export const generateMetadata = route.generateMetadata;

/**
 * The install page: CMS content, then each configured store once as its badge (QR code on desktops),
 * or, while no store page is configured (go-link `app`), the app is coming and what to do meanwhile.
 */
export default async function Page(props: LocaleParams) {
  const locale = await pageLocale(props.params);
  const stores = await storeLinks();
  if (!stores.ios && !stores.android) {
    return (
      <>
        {await route.Page(props)}
        <AppComing />
      </>
    );
  }
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
