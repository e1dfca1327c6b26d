import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntentLink } from './NavLink';
import { NavList } from './NavList';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './Logo';
import { HeaderDisclosures } from './HeaderDisclosures';
import { AccountMenu } from '@/components/auth/AccountMenu';

/**
 * The site's header: the brand, the main navigation and the language chooser. On laptops the
 * navigation is one line beside the brand; on phones and tablets it sits behind a menu button (a
 * <details> disclosure: it works without JavaScript). Only one of the two is ever displayed.
 */
export async function SiteHeader() {
  const t = await getTranslations('Common');
  const items = (
    <NavList menu="main">
      <AccountMenu />
    </NavList>
  );
  return (
    <HeaderFrame className="site-header">
      <nav aria-label={t('mainNav')} className="main-nav nav-wide">
        {items}
      </nav>
      <div className="header-tools">
        <LanguageSwitcher />
        <MenuDisclosure label={t('mainNav')} className="main-nav">
          {items}
        </MenuDisclosure>
      </div>
    </HeaderFrame>
  );
}

/**
 * The menu button of phones and tablets and its panel, a navigation named `label` (the site's header
 * and the admin header): a <details> disclosure, so it works without JavaScript.
 */
export async function MenuDisclosure({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const t = await getTranslations('Common');
  return (
    <details className="disclosure menu" data-disclosure="menu">
      <summary className="menu-button">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('header.menu')}</span>
      </summary>
      <nav aria-label={label} className={className ? `${className} disclosure-panel menu-panel` : 'disclosure-panel menu-panel'}>
        {children}
      </nav>
    </details>
  );
}

/** A header's frame: the skip link, the brand linking home, then `children` on its row; the disclosures' script. */
export async function HeaderFrame({ className, children }: { className: string; children: ReactNode }) {
  const t = await getTranslations('Common');
  return (
    <header className={className}>
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <div className="container header-row">
        <BrandLink name={t('siteName')} />
        {children}
      </div>
      <HeaderDisclosures />
    </header>
  );
}

/** The logo and the wordmark, linking home. */
export function BrandLink({ name }: { name: string }) {
  return (
    <IntentLink href="/" className="brand">
      <LogoMark />
      <span>{name}</span>
    </IntentLink>
  );
}
