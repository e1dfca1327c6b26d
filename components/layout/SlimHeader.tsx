import { getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from './LanguageSwitcher';
import { HeaderDisclosures } from './HeaderDisclosures';
import { BrandLink } from './SiteHeader';

/** Brand and language chooser only: the certificate and template layouts. */
export async function SlimHeader() {
  const t = await getTranslations('Common');
  return (
    <header className="slim-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="container header-row">
        <BrandLink name={t('siteName')} />
        <div className="header-tools">
          <LanguageSwitcher />
        </div>
      </div>
      <HeaderDisclosures />
    </header>
  );
}
