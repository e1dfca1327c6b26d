'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/lib/i18n/navigation';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string; exact?: boolean };

/** A navigation link that carries the class `active` (and aria-current) on its own page (spec §2). */
export function NavLink({ href, exact = true, className, ...rest }: Props) {
  const pathname = usePathname();
  const active = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
