import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { SlimLayout } from '@/components/layout/SlimLayout';

/** The template layout: one focused card (short links, subscription confirmation). */
export default async function TemplateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return (
    <SlimLayout layout="template" mainClass="template-card">
      {children}
    </SlimLayout>
  );
}
