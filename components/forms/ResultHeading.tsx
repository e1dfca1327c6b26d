'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of what a form shows once it is done (a result, a thank-you): it takes keyboard focus
 * when it appears, so focus does not fall back to the page's start with the form that went away.
 */
export function ResultHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
