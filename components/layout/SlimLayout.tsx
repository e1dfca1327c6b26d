import type { ReactNode } from 'react';
import { SlimHeader } from './SlimHeader';

/** A layout with minimal chrome (the certificate's printable sheet, the template's one focused card). */
export function SlimLayout({ layout, mainClass, children }: { layout: 'certificate' | 'template'; mainClass: string; children: ReactNode }) {
  return (
    <div className={`layout layout-${layout}`} data-layout={layout}>
      <SlimHeader />
      <main id="main" className={mainClass}>
        {children}
      </main>
    </div>
  );
}
