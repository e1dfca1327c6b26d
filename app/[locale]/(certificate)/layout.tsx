import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page';
import { SlimLayout } from '@/components/layout/SlimLayout';

/** The certificate layout: a printable sheet with minimal chrome. */
export default async function CertificateLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  return (
    <SlimLayout layout="certificate" mainClass="certificate-sheet">
      {children}
    </SlimLayout>
  );
}
