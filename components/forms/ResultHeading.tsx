'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A ref for what a form shows once it is done (a result, a thank-you, a confirmation): the element
 * takes keyboard focus when it appears (give it `tabIndex={-1}`), so focus does not fall back to the
 * page's start with the form that went away.
 */
export function useFocusOnMount<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** The heading of a form's result, focused when it appears (useFocusOnMount). */
export function ResultHeading({ children }: { children: ReactNode }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
