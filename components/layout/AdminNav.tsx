import { getTranslations } from 'next-intl/server';
import { NavLink } from './NavLink';
import { PendingMark } from './PendingMark';
import { adminNavItems } from '@/lib/routing/pathnames';

/** The admin tools' links: the sidebar on wider screens (`AdminNav`), the header's menu on phones. */
export async function AdminNavList() {
  const t = await getTranslations('Admin');
  return (
    <ul>
      {adminNavItems.map(({ href, label }) => (
        <li key={href}>
          <NavLink href={href} exact={href === '/admin'}>
            {t(`nav.${label}`)}
            <PendingMark />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export async function AdminNav() {
  const t = await getTranslations('Admin');
  return (
    <nav aria-label={t('adminNav')} className="admin-nav">
      <AdminNavList />
    </nav>
  );
}
