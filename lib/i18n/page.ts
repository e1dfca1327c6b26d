import type { Metadata } from 'next';
import { getLocale, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { hasLocale } from 'use-intl/core';
import { notFound } from 'next/navigation';
import type messages from '@/messages/en-US.json';
import { locales, type Locale } from './locales';
import { dateFormat } from './dates';

export type PageKey = keyof (typeof messages)['Pages'];
export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** Reads and checks the locale segment, and enables static rendering for it. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** `generateMetadata` for a page: its translated title and description. */
export function pageMetadata(page: PageKey) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(locales, locale)) return {};
    const t = await getTranslations({ locale, namespace: `Pages.${page}` });
    return { title: t('title'), description: t('description') };
  };
}

/** The request's date formatter (`lib/i18n/dates.ts`): its language and next-intl's time zone. */
export async function getDateFormat() {
  return dateFormat(await getLocale(), await getTimeZone());
}
