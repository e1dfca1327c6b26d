'use client';

import { useEffect } from 'react';

/**
 * The welcome after registration is shown once: this takes its flag out of the address as soon as
 * the page is on screen, so a reload or a later visit to the same address does not greet again.
 */
export function WelcomeShown({ flag }: { flag: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(flag)) return;
    url.searchParams.delete(flag);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [flag]);
  return null;
}
