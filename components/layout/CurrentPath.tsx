'use client';

import { Fragment } from 'react';
import { usePathname } from 'next/navigation';

/** The path the visitor asked for, as the not-found page names it (spec §2: "Page not found" plus the path). */
export function CurrentPath() {
  const pathname = usePathname();
  let shown = pathname ?? '';
  try {
    shown = decodeURI(shown);
  } catch {}
  // A line may break after a slash (<wbr>), inside a segment only when it is longer than a line.
  const parts = shown.split(/(?<=\/)/);
  return (
    <code className="path">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}
