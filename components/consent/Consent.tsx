import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { consentTextKeys, type ConsentTexts } from '@/lib/consent/config';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { localizedPathname } from '@/lib/routing/pathnames';
import { ConsentManager } from './ConsentManager';
import { CookieSettingsButton } from './CookieSettingsButton';

/** The cookie-consent banner in the page's language, with GTM when GTM_ID is set (read at build). */
export async function Consent() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Consent');
  // `more` keeps its <link> tag as text; lib/consent/config escapes the sentence and makes only the tag an anchor.
  const texts = Object.fromEntries(
    consentTextKeys.map((k) => [k, k === 'more' ? t.markup('banner.more', { link: (chunks) => `<link>${chunks}</link>` }) : t(`banner.${k}`)]),
  ) as ConsentTexts;
  return <ConsentManager locale={locale} texts={texts} privacyHref={localePrefixes[locale] + localizedPathname('/privacy', locale)} gtmId={env().GTM_ID} />;
}

/** "Cookie settings": reopens the preferences (the footer's legal links). */
export async function CookieSettings() {
  const t = await getTranslations('Consent');
  return <CookieSettingsButton label={t('settings')} />;
}
