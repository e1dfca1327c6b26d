import type { ReactNode } from 'react';
import { Disclosure } from './Disclosure';
import accountStyles from './Account.module.css';
import styles from './Sections.module.css';

/**
 * One settings section of /account, closed until the member opens it (components/account/Disclosure):
 * the summary is the section's heading; `#id` names its content, so the address or the section
 * navigation pointing there opens it; `open` opens it in the server's HTML, for a state the member must
 * see first.
 */
export function SettingsSection({
  id,
  titleId,
  title,
  open = false,
  children,
}: {
  id: string;
  titleId: string;
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={`${accountStyles.section} ${styles.settings}`}>
      <Disclosure open={open} contentId={id} heading={<h2 id={titleId}>{title}</h2>}>
        {children}
      </Disclosure>
    </section>
  );
}
