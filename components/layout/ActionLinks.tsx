import { Link } from '@/lib/routing/navigation';
import type { StaticPathname } from '@/lib/routing/pathnames';

type Target = StaticPathname | `#${string}`;

/**
 * Where to go next, as buttons in a row: the one at `primary` (the first unless told; -1 for none) is
 * the main action. A `#…` target is a place on this page (a plain link, no navigation).
 */
export function ActionLinks({ links, primary = 0 }: { links: ReadonlyArray<readonly [Target, string]>; primary?: number }) {
  return (
    <>
      {links.map(([href, label], i) => {
        const className = i === primary ? 'button button-primary' : 'button';
        return href.startsWith('#') ? (
          <a key={href} className={className} href={href}>
            {label}
          </a>
        ) : (
          <Link key={href} className={className} href={href as StaticPathname}>
            {label}
          </Link>
        );
      })}
    </>
  );
}
