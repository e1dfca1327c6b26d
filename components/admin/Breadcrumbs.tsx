'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/routing/navigation';
import { adminSections, type StaticPathname } from '@/lib/routing/pathnames';

/**
 * Administration › section › item, from the current path. The layout's trail stops at sections; a
 * page for one item (a campaign, a member) renders its own trail with `current`, the item's name.
 */
export function Breadcrumbs({ current }: { current?: string }) {
  const t = useTranslations('Admin');
  const path = usePathname();
  const [, , section, item] = path.split('/');
  const key = section ? adminSections[section] : undefined;
  if (item && current === undefined) return null;
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        <li>{section ? <Link href="/admin">{t('nav.dashboard')}</Link> : <span aria-current="page">{t('nav.dashboard')}</span>}</li>
        {key ? (
          <li>
            {item ? (
              <Link href={`/admin/${section}` as StaticPathname}>{t(`nav.${key}` as 'nav.email')}</Link>
            ) : (
              <span aria-current="page">{t(`nav.${key}` as 'nav.email')}</span>
            )}
          </li>
        ) : null}
        {item ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
