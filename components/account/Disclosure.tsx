'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Sections.module.css';

/**
 * A native disclosure on /account: a <details> whose summary is a heading (Enter and Space open and
 * close it, no script needed). `open` is its state in the server's HTML, so nothing moves after load;
 * later renders (the page refreshing after a form in it) keep the state the member left it in, so a
 * form's answer is never hidden by the refresh it caused. `contentId` names the content: a fragment
 * pointing there opens it. Chromium does that itself (a closed <details> is revealed on fragment
 * navigation); for browsers that do not, the same on arrival and on each change of the fragment.
 */
export function Disclosure({
  open = false,
  heading,
  contentId,
  className,
  children,
}: {
  open?: boolean;
  heading: ReactNode;
  contentId?: string;
  className?: string;
  children: ReactNode;
}) {
  const [initial] = useState(open);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!contentId) return;
    const reveal = () => {
      const d = details.current;
      // Compared as written: the ids are plain words, and a malformed escape in a hand-made address must not throw.
      if (!d || d.open || location.hash.slice(1) !== contentId) return;
      d.open = true;
      document.getElementById(contentId)?.scrollIntoView();
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, [contentId]);
  return (
    <details ref={details} open={initial} className={className ? `${styles.disclosure} ${className}` : styles.disclosure}>
      <summary>{heading}</summary>
      <div id={contentId} className={styles.panel}>
        {children}
      </div>
    </details>
  );
}
