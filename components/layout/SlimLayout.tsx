import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { SlimHeader } from './SlimHeader';

/**
 * A layout with minimal chrome (the certificate's printable sheet, the template's one focused card),
 * for the language of its `params`.
 */
export async function SlimLayout({
  layout,
  mainClass,
  params,
  children,
}: {
  layout: 'certificate' | 'template';
  mainClass: string;
  params: Promise<{ locale: string }>;
  children: ReactNode;
}) {
  await pageLocale(params);
  return (
    <div className={`layout layout-${layout}`} data-layout={layout}>
      <SlimHeader />
      <main id="main" className={mainClass}>
        {children}
      </main>
    </div>
  );
}
