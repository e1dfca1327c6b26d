'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

const OPEN = 'details[data-disclosure][open]';

/**
 * What JavaScript adds to the header's disclosures (the menu and the language chooser, plain
 * <details> that work without it): Escape closes the open one and puts the focus back on its
 * button; while one is open, Tab cycles inside it; a click outside it, or going to another page,
 * closes it. Renders nothing; two listeners on the document (kept small: it is on every page).
 */
export function HeaderDisclosures() {
  const path = usePathname();

  useEffect(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>(OPEN)) d.open = false;
  }, [path]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const d = document.querySelector<HTMLDetailsElement>(OPEN);
      if (!d) return;
      const inside = d.contains(document.activeElement);
      const summary = d.querySelector('summary')!;
      if (event.key === 'Escape') {
        d.open = false;
        if (inside) summary.focus();
      } else if (event.key === 'Tab' && inside) {
        const links = d.querySelectorAll<HTMLElement>('a[href], button');
        const last = links[links.length - 1];
        const [from, to] = event.shiftKey ? [summary, last] : [last, summary];
        if (to && document.activeElement === from) {
          event.preventDefault();
          to.focus();
        }
      }
    };
    const onPointer = (event: PointerEvent) => {
      for (const d of document.querySelectorAll<HTMLDetailsElement>(OPEN)) if (!d.contains(event.target as Node)) d.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return null;
}
