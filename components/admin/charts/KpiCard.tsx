import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/lib/routing/navigation';
import styles from './Dashboard.module.css';

/** How a figure changed, in words and with an arrow (never colour alone). */
export type Change = { direction: 'up' | 'down' | 'same' | 'none'; text: string };

const ARROWS = { up: '▲', down: '▼', same: '=', none: '–' } as const;

/** A key figure: its name, its value, its change against the previous period, linking to its page. */
export function KpiCard({
  href,
  label,
  value,
  change,
  previous,
  children,
}: {
  href: ComponentProps<typeof Link>['href'];
  label: string;
  value: string;
  change: Change;
  previous: string;
  children?: ReactNode;
}) {
  return (
    <li className={styles.card}>
      <Link href={href} className={styles.cardLink}>
        <span className={styles.label}>{label}</span>
        <strong className={styles.value}>{value}</strong>
      </Link>
      <span className={styles.change} data-direction={change.direction}>
        <span aria-hidden="true">{ARROWS[change.direction]} </span>
        {change.text}
      </span>
      <span className={styles.previous}>{previous}</span>
      {children}
    </li>
  );
}
