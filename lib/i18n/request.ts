import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'use-intl/core';
import { defaultLocale, locales } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
