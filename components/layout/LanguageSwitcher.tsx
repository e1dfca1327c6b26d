'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { localeNames, locales } from '@/lib/i18n/locales';

/** Links to the same page in every other language (translated slugs included). Works without JavaScript. */
export function LanguageSwitcher() {
  const t = useTranslations('Common');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const routeParams = Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'locale'));
  const href = { pathname, params: routeParams } as unknown as string;
  return (
    <nav aria-label={t('language')} className="lang-switcher">
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            {locale === current ? (
              <span aria-current="true" lang={locale} title={t('languageCurrent', { name: localeNames[locale] })}>
                {locale.slice(0, 2).toUpperCase()}
              </span>
            ) : (
              <Link href={href} locale={locale} hrefLang={locale} lang={locale} title={localeNames[locale]} prefetch={false}>
                {locale.slice(0, 2).toUpperCase()}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
