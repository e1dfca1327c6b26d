'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';

/** "Try again" as a link to the address the visitor asked for: works without JavaScript. */
export function RetryLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <a href={usePathname() ?? '/'} className={className}>
      {children}
    </a>
  );
}
