import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { SlimHeader } from '@/components/layout/SlimHeader';

/** The certificate layout: a printable sheet with minimal chrome. */
export default async function CertificateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return (
    <div className="layout layout-certificate" data-layout="certificate">
      <SlimHeader />
      <main id="main" className="certificate-sheet">
        {children}
      </main>
    </div>
  );
}
