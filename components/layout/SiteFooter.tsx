import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { NewsletterSlot } from '@/components/newsletter/NewsletterSlot';
import { NavList } from './NavList';
import { LogoMark } from './Logo';
import { CookieSettings } from '@/components/consent/Consent';

export async function SiteFooter() {
  const t = await getTranslations('Common');
  const messages = await getMessages();
  return (
    <footer className="site-footer">
      <div className="container">
        <NextIntlClientProvider messages={{ Newsletter: messages.Newsletter, Forms: messages.Forms }}>
          <NewsletterSlot />
        </NextIntlClientProvider>
      </div>
      <div className="container footer-row">
        <nav aria-label={t('footer.legalNav')}>
          <NavList menu="legal">
            <CookieSettings />
          </NavList>
        </nav>
        <p className="footer-brand">
          <LogoMark />
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        </p>
      </div>
    </footer>
  );
}
