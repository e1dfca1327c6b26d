'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';

/**
 * The language chooser: one disclosure listing the 9 languages by their own names, the current one
 * marked; each link leads to the same page in that language (translated slugs included). Works
 * without JavaScript (<details>); a link to another language is an explicit choice, which the
 * proxy remembers in the NEXT_LOCALE cookie (English too: its link carries the /en-US prefix).
 */
export function LanguageSwitcher() {
  const t = useTranslations('Common');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  const params = useParams();
  const routeParams = Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'locale'));
  const href = { pathname, params: routeParams } as unknown as string;
  return (
    <details className="disclosure lang-menu" data-disclosure="language">
      <summary className="lang-button">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <g fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
            <circle cx="12" cy="12" r="8.5" />
            <path d="M3.5 12h17M12 3.5c2.5 2.6 3.6 5.4 3.6 8.5s-1.1 5.9-3.6 8.5M12 3.5C9.5 6.1 8.4 8.9 8.4 12s1.1 5.9 3.6 8.5" />
          </g>
        </svg>
        <span className="visually-hidden">{t('language')}: </span>
        <span className="lang-code" lang={current} title={localeNames[current]}>
          {current.slice(0, 2)}
        </span>
        <svg className="chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </summary>
      <nav aria-label={t('language')} className="disclosure-panel lang-panel">
        <ul>
          {locales.map((locale) => (
            <li key={locale}>
              {locale === current ? (
                <span className="current" aria-current="true" lang={locale}>
                  {localeNames[locale]}
                  <span className="visually-hidden"> ({t('languageCurrent', { name: localeNames[locale] })})</span>
                  <svg className="check" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
              ) : (
                <Link href={href} locale={locale} hrefLang={locale} lang={locale} prefetch={false}>
                  {localeNames[locale]}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
