import type { ReactNode } from 'react';
import { SlimLayout } from '@/components/layout/SlimLayout';

/** The certificate layout: a printable sheet with minimal chrome. */
export default function CertificateLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SlimLayout layout="certificate" mainClass="certificate-sheet" {...props} />;
}
