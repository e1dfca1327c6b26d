'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';

const sections: Record<string, string> = {
  'user-roles': 'userRoles',
  'add-auth': 'addAuth',
  'quit-reasons': 'quitReasons',
  interests: 'interests',
  motivation: 'motivation',
  'code-campaigns': 'codeCampaigns',
  purchases: 'purchases',
  'onboarding-funnel': 'onboardingFunnel',
  email: 'email',
};

/** Administration › section › item, from the current path. */
export function Breadcrumbs() {
  const t = useTranslations('Admin');
  const path = usePathname();
  const [, , section, item] = path.split('/');
  const key = section ? sections[section] : undefined;
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumbs">
      <ol>
        <li>{section ? <Link href="/admin">{t('nav.dashboard')}</Link> : <span aria-current="page">{t('nav.dashboard')}</span>}</li>
        {key ? (
          <li>{item ? <Link href={`/admin/${section}`}>{t(`nav.${key}` as 'nav.email')}</Link> : <span aria-current="page">{t(`nav.${key}` as 'nav.email')}</span>}</li>
        ) : null}
        {item ? <li><span aria-current="page">{decodeURIComponent(item).slice(0, 12)}</span></li> : null}
      </ol>
    </nav>
  );
}
