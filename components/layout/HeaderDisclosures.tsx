'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

const DISCLOSURE = 'details[data-disclosure]';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What JavaScript adds to the header's disclosures (the menu and the language chooser, plain
 * <details> that work without it): Escape closes the open one and puts the focus back on its
 * button; while one is open, Tab cycles inside it; a click outside, opening another, or going to
 * another page closes it. Renders nothing; a few listeners on the document.
 */
export function HeaderDisclosures() {
  const path = usePathname();

  useEffect(() => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>(`${DISCLOSURE}[open]`)) d.open = false;
  }, [path]);

  useEffect(() => {
    const openOnes = () => [...document.querySelectorAll<HTMLDetailsElement>(`${DISCLOSURE}[open]`)];
    const close = (d: HTMLDetailsElement, focus: boolean) => {
      d.open = false;
      if (focus) d.querySelector<HTMLElement>('summary')?.focus();
    };

    const onKey = (event: KeyboardEvent) => {
      const open = openOnes();
      if (!open.length) return;
      if (event.key === 'Escape') {
        for (const d of open) close(d, d.contains(document.activeElement));
        return;
      }
      if (event.key !== 'Tab') return;
      const d = open.find((x) => x.contains(document.activeElement));
      if (!d) return;
      const items = [...d.querySelectorAll<HTMLElement>(`summary, ${FOCUSABLE}`)].filter((el) => el.getClientRects().length > 0);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      }
    };

    const onPointer = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      for (const d of openOnes()) if (!target || !d.contains(target)) close(d, false);
    };

    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.matches(DISCLOSURE) || !opened.open) return;
      for (const d of openOnes()) if (d !== opened) close(d, false);
    };

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const d = link?.closest<HTMLDetailsElement>(`${DISCLOSURE}[open]`);
      if (d) close(d, false);
    };

    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('toggle', onToggle, true);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('click', onClick);
    };
  }, []);

  return null;
}
