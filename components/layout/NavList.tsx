import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { navLinks } from '@/lib/routing/pathnames';
import { NavLink } from './NavLink';

/** A navigation's list, from the route table (RouteDef.nav), then what else the navigation holds. */
export async function NavList({ menu, children }: { menu: 'main' | 'legal'; children?: ReactNode }) {
  const t = await getTranslations('Common');
  return (
    <ul>
      {navLinks(menu).map(({ href, label }) => (
        <li key={href}>
          <NavLink href={href}>{t(label as 'nav.help')}</NavLink>
        </li>
      ))}
      {children ? <li>{children}</li> : null}
    </ul>
  );
}
