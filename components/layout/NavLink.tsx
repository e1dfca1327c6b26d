'use client';

import { useState, type ComponentProps } from 'react';
import { Link, usePathname } from '@/lib/routing/navigation';
import type { StaticPathname } from '@/lib/routing/pathnames';

type LinkProps = ComponentProps<typeof Link>;

/**
 * A link of the site's navigation (header, footer, account and admin menus) that prefetches its page
 * only when the visitor shows intent (pointer over it, keyboard focus, a finger landing on it), not
 * because it is on screen: every page carries these links, and prefetching them all on each load
 * would fetch several routes' data and scripts a visitor mostly never opens (and multiply the
 * requests every instance serves). The prefetch starts on the render after the intent, so on a touch
 * it only just precedes the tap.
 */
export function IntentLink({ prefetch, onMouseEnter, onTouchStart, onFocus, ...rest }: LinkProps) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...rest}
      // A caller's `prefetch={false}` stays off; otherwise Next.js's default once there is intent.
      prefetch={prefetch !== false && intent ? (prefetch ?? null) : false}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}

type Props = Omit<LinkProps, 'href'> & { href: StaticPathname; exact?: boolean };

/** A navigation link that carries the class `active` (and aria-current) on its own page (spec §2). */
export function NavLink({ href, exact = true, className, ...rest }: Props) {
  const pathname = usePathname();
  const active = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <IntentLink
      href={href}
      className={[className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
