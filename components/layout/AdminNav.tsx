import { getTranslations } from 'next-intl/server';
import { NavLink } from './NavLink';
import { PendingMark } from './PendingMark';

const items = [
  ['/admin', 'dashboard'],
  ['/admin/user-roles', 'userRoles'],
  ['/admin/add-auth', 'addAuth'],
  ['/admin/quit-reasons', 'quitReasons'],
  ['/admin/interests', 'interests'],
  ['/admin/motivation', 'motivation'],
  ['/admin/code-campaigns', 'codeCampaigns'],
  ['/admin/purchases', 'purchases'],
  ['/admin/onboarding-funnel', 'onboardingFunnel'],
  ['/admin/email', 'email'],
] as const;

export async function AdminNav() {
  const t = await getTranslations('Admin');
  return (
    <nav aria-label={t('adminNav')} className="admin-nav">
      <ul>
        {items.map(([href, key]) => (
          <li key={href}>
            <NavLink href={href} exact={href === '/admin'}>
              {t(`nav.${key}`)}
              <PendingMark />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
