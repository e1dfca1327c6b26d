import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider, hasLocale } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/routing/intl';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { env } from '@/lib/env';
import { MountWatch } from '@/components/layout/MountWatch';
import { BuildWatch } from '@/components/layout/BuildWatch';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { Consent } from '@/components/consent/Consent';
import { preload } from 'react-dom';
import { fontVariables } from '@/styles/fonts';
import { CYRILLIC_FONT_FILE } from '@/styles/font-files';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0f766e' };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Common' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s · ${t('siteName')}`, default: t('siteName') },
    applicationName: t('siteName'),
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  if (locale === 'ru-RU') preload(CYRILLIC_FONT_FILE, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  return (
    <html lang={locale} className={fontVariables}>
      <body>
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages as never)}>
          <AuthProvider>{children}</AuthProvider>
          <MountWatch />
          <BuildWatch />
          <Consent />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
