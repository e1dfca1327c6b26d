'use client';

import { usePathname } from 'next/navigation';

/** The path the visitor asked for, as the not-found page names it (spec §2: "Page Not Found" plus the path). */
export function CurrentPath() {
  const pathname = usePathname();
  let shown = pathname ?? '';
  try {
    shown = decodeURI(shown);
  } catch {}
  return <code className="path">{shown}</code>;
}
