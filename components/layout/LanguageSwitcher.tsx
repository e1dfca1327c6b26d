import { getLocale, getTranslations } from 'next-intl/server';
import { localeNames, type Locale } from '@/lib/i18n/locales';
import { LanguageLinks } from './LanguageLinks';

/**
 * The language chooser: one disclosure listing the 9 languages by their own names, the current one
 * marked; each link leads to the same page in that language. Works without JavaScript (<details>);
 * a link to another language is an explicit choice, remembered in the NEXT_LOCALE cookie: next-intl's
 * Link writes it in the browser when it is followed, and without JavaScript the English link's /en-US
 * prefix has the route rules write it (no other answer writes it). Rendered on the server; only the list
 * of links (LanguageLinks) needs the browser.
 */
export async function LanguageSwitcher() {
  const t = await getTranslations('Common');
  const current = (await getLocale()) as Locale;
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
        <LanguageLinks current={current} currentLabel={t('languageCurrent', { name: localeNames[current] })} />
      </nav>
    </details>
  );
}
