'use client';

import type { ComponentProps } from 'react';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/routing/navigation';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';

/**
 * The language chooser's list: the same page in each language (translated slugs included), the
 * current language marked. A client component only because the page's path and parameters are
 * known in the browser (the layout is static); everything else is in LanguageSwitcher.
 */
export function LanguageLinks({ current, currentLabel }: { current: Locale; currentLabel: string }) {
  const pathname = usePathname();
  const params = useParams();
  const routeParams = Object.fromEntries(Object.entries(params).filter(([k]) => k !== 'locale'));
  // The page's own route (usePathname gives the internal pathname, with its parameters' values).
  const href = { pathname, params: routeParams } as unknown as ComponentProps<typeof Link>['href'];
  return (
    <ul>
      {locales.map((locale) => (
        <li key={locale}>
          {locale === current ? (
            <span className="current" aria-current="true" lang={locale}>
              {localeNames[locale]}
              <span className="visually-hidden"> ({currentLabel})</span>
            </span>
          ) : (
            <Link href={href} locale={locale} hrefLang={locale} lang={locale} prefetch={false}>
              {localeNames[locale]}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
