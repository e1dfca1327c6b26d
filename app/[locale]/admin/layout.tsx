import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { getMessages, getTranslations } from 'next-intl/server';
import { NextIntlClientProvider } from 'next-intl';
import { Link } from '@/lib/routing/navigation';
import { AdminNav, AdminNavList } from '@/components/layout/AdminNav';
import { MenuDisclosure } from '@/components/layout/SiteHeader';
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher';
import { HeaderDisclosures } from '@/components/layout/HeaderDisclosures';
import { AccountMenu } from '@/components/auth/AccountMenu';
import { Breadcrumbs } from '@/components/admin/Breadcrumbs';

/** The admin layout: the team's tools, with their own navigation. */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('Admin');
  const common = await getTranslations('Common');
  const messages = await getMessages();
  return (
    <div className="layout layout-admin" data-layout="admin">
      <header className="admin-header">
        <a href="#main" className="skip-link">
          {common('skipToContent')}
        </a>
        <div className="header-row">
          <Link href="/admin" className="brand">
            {t('areaTitle')}
          </Link>
          <div className="admin-header-links">
            <Link href="/" className="muted">
              {t('backToSite')}
            </Link>
            <AccountMenu />
          </div>
          <div className="header-tools">
            <LanguageSwitcher />
            {/* Phones: the tools, the site and the account behind the same menu button as the site's. */}
            <MenuDisclosure label={t('adminNav')} className="admin-menu">
              <AdminNavList />
              <ul>
                <li>
                  <Link href="/">{t('backToSite')}</Link>
                </li>
                <li>
                  <AccountMenu />
                </li>
              </ul>
            </MenuDisclosure>
          </div>
        </div>
        <HeaderDisclosures />
      </header>
      <div className="admin-body">
        <AdminNav />
        <main id="main" className="admin-main">
          <NextIntlClientProvider messages={{ Admin: messages.Admin }}>
            <Breadcrumbs />
          </NextIntlClientProvider>
          {children}
        </main>
      </div>
    </div>
  );
}
