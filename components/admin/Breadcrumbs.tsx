'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { adminSections } from '@/lib/routing/pathnames';

/** Administration › section › item, from the current path. */
export function Breadcrumbs() {
  const t = useTranslations('Admin');
  const path = usePathname();
  const [, , section, item] = path.split('/');
  const key = section ? adminSections[section] : undefined;
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        <li>{section ? <Link href="/admin">{t('nav.dashboard')}</Link> : <span aria-current="page">{t('nav.dashboard')}</span>}</li>
        {key ? (
          <li>
            {item ? (
              <Link href={`/admin/${section}`}>{t(`nav.${key}` as 'nav.email')}</Link>
            ) : (
              <span aria-current="page">{t(`nav.${key}` as 'nav.email')}</span>
            )}
          </li>
        ) : null}
        {item ? (
          <li>
            <span aria-current="page">{decodeURIComponent(item).slice(0, 12)}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
