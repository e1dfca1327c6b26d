'use client';

import { useEffect } from 'react';

/** Prints the page; opened with `#print` (the "Print" link on /account) it asks to print at once. */
export function PrintButton({ label }: { label: string }) {
  useEffect(() => {
    if (window.location.hash === '#print') window.print();
  }, []);
  return (
    <button type="button" className="button no-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
