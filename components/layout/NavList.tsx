import type { ReactNode } from 'react';
import type { StaticPathname } from '@/lib/routing/pathnames';
import { NavLink } from './NavLink';

/** A navigation's list: a link per page (its label given), then what else the navigation holds. */
export function NavList({ links, children }: { links: ReadonlyArray<readonly [StaticPathname, string]>; children?: ReactNode }) {
  return (
    <ul>
      {links.map(([href, label]) => (
        <li key={href}>
          <NavLink href={href}>{label}</NavLink>
        </li>
      ))}
      {children ? <li>{children}</li> : null}
    </ul>
  );
}
