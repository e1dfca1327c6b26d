import type { ReactNode } from 'react';
import { SlimLayout } from '@/components/layout/SlimLayout';

/** The template layout: one focused card (short links, subscription confirmation). */
export default function TemplateLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <SlimLayout layout="template" mainClass="template-card" {...props} />;
}
