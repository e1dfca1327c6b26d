'use client';

import { useState, type ReactNode } from 'react';
import styles from './Sections.module.css';

/**
 * A native disclosure on /account: a <details> whose summary is a heading (Enter and Space open and
 * close it, no script needed). `open` is its state in the server's HTML, so nothing moves after load;
 * later renders (the page refreshing after a form in it) keep the state the member left it in, so a
 * form's answer is never hidden by the refresh it caused. `contentId` names the content: a fragment
 * pointing there opens it (the browser reveals a closed <details> on fragment navigation).
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
  return (
    <details open={initial} className={className ? `${styles.disclosure} ${className}` : styles.disclosure}>
      <summary>{heading}</summary>
      <div id={contentId} className={styles.panel}>
        {children}
      </div>
    </details>
  );
}
