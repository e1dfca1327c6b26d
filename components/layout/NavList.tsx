import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { navLinks } from '@/lib/routing/pathnames';
import { appOffered } from '@/lib/golinks/stores';
import { NavLink } from './NavLink';

/**
 * A navigation's list, from the route table (RouteDef.nav), then what else the navigation holds. The
 * install page is left out while no store page is configured: the header offers no app that cannot be
 * had (the dependence test beside it is the web's next step).
 */
export async function NavList({ menu, children }: { menu: 'main' | 'legal'; children?: ReactNode }) {
  const t = await getTranslations('Common');
  const links = (await appOffered()) ? navLinks(menu) : navLinks(menu).filter(({ href }) => href !== '/install');
  return (
    <ul>
      {links.map(({ href, label }) => (
        <li key={href}>
          <NavLink href={href}>{t(label as 'nav.help')}</NavLink>
        </li>
      ))}
      {children ? <li>{children}</li> : null}
    </ul>
  );
}
