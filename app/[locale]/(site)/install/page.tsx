import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { cmsRoute } from '@/components/content/cmsRoute';
import { StoreBadges } from '@/components/install/StoreBadges';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { storyPath } from '@/lib/content/links';
import { env } from '@/lib/env';

const route = cmsRoute('install');
export const generateMetadata = route.generateMetadata;

/** The install page: CMS content, then the store badges for this device (QR code on desktops). */
export default async function Page(props: LocaleParams) {
  const locale = await pageLocale(props.params);
  const t = await getTranslations('Install');
  const url = new URL(encodeURI(storyPath('install', locale)!), env().SITE_URL).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, width: 180, errorCorrectionLevel: 'M' });
  return (
    <>
      {await route.Page(props)}
      <StoreBadges labels={{ title: t('title'), appStore: t('appStore'), playStore: t('playStore'), qr: t('qr') }} qrSvg={qrSvg} />
    </>
  );
}
