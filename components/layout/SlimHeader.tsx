import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Brand and language switcher only: the certificate and template layouts. */
export async function SlimHeader() {
  const t = await getTranslations('Common');
  return (
    <header className="slim-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="container header-row">
        <Link href="/" className="brand">
          {t('siteName')}
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
