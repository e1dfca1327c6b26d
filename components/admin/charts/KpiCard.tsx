import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/routing/navigation';
import styles from './Dashboard.module.css';

/** How a figure changed, in words and with an arrow (never colour alone). */
export type Change = { direction: 'up' | 'down' | 'same' | 'none'; text: string };

const ARROWS = { up: '▲', down: '▼', same: '=', none: '–' } as const;

/** A key figure: its name, its value, its change against the previous period, linking to its page if it has one. */
export function KpiCard({
  href,
  label,
  value,
  change,
  previous,
  children,
}: {
  /** The page with the figure's details, if there is one. */
  href?: ComponentProps<typeof Link>['href'];
  label: string;
  value: string;
  change: Change;
  previous: string;
  children?: ReactNode;
}) {
  const figure = (
    <>
      <span className={styles.label}>{label}</span>
      <strong className={styles.value}>{value}</strong>
    </>
  );
  return (
    <li className={styles.card}>
      {href ? (
        <Link href={href} className={styles.cardLink}>
          {figure}
        </Link>
      ) : (
        <div className={styles.cardLink}>{figure}</div>
      )}
      <span className={styles.change} data-direction={change.direction}>
        <span aria-hidden="true">{ARROWS[change.direction]} </span>
        {change.text}
      </span>
      {/* Without a previous period, "No previous data" says it all. */}
      {change.direction === 'none' ? null : <span className={styles.previous}>{previous}</span>}
      {children}
    </li>
  );
}
