import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { NavLink } from './NavLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { AccountMenu } from '@/components/auth/AccountMenu';

export async function SiteHeader() {
  const t = await getTranslations('Common');
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="container header-row">
        <Link href="/" className="brand">
          {t('siteName')}
        </Link>
        <nav aria-label={t('mainNav')} className="main-nav">
          <ul>
            <li>
              <NavLink href="/quit-smoking">{t('nav.quitSmoking')}</NavLink>
            </li>
            <li>
              <NavLink href="/survey/test">{t('nav.test')}</NavLink>
            </li>
            <li>
              <NavLink href="/survey/motivation">{t('nav.motivation')}</NavLink>
            </li>
            <li>
              <NavLink href="/help">{t('nav.help')}</NavLink>
            </li>
            <li>
              <NavLink href="/install">{t('nav.install')}</NavLink>
            </li>
            <li>
              <AccountMenu />
            </li>
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
