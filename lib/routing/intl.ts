import { defineRouting } from 'next-intl/routing';
import { defaultLocale, LOCALE_COOKIE, localePrefixes, locales } from '@/lib/i18n/locales';
import { nextIntlPathnames } from './pathnames';

const prefixes = Object.fromEntries(Object.entries(localePrefixes).filter(([, p]) => p !== ''));

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: 'as-needed', prefixes },
  localeCookie: { name: LOCALE_COOKIE.name, maxAge: LOCALE_COOKIE.maxAge, sameSite: LOCALE_COOKIE.sameSite, path: LOCALE_COOKIE.path },
  pathnames: nextIntlPathnames(),
  alternateLinks: false,
});
