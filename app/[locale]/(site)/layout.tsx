import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { SiteFooter } from '@/components/layout/SiteFooter';

/** The default layout: public pages and member flows. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return (
    <div className="layout layout-default" data-layout="default">
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </div>
  );
}
