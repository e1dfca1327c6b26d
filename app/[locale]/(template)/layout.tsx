import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { SlimHeader } from '@/components/layout/SlimHeader';

/** The template layout: one focused card (short links, subscription confirmation). */
export default async function TemplateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return (
    <div className="layout layout-template" data-layout="template">
      <SlimHeader />
      <main id="main" className="template-card">
        {children}
      </main>
    </div>
  );
}
