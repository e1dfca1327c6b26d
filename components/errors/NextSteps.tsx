import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';

/**
 * Where a dead end leads (issue #15: every dead end offers the next step): the home page and help, or the
 * admin overview on admin pages, after an optional first step of the page's own (`lead`, then the home
 * page is no longer the primary button). Server-rendered links: works without JavaScript.
 */
export async function NextSteps({ admin = false, lead }: { admin?: boolean; lead?: ReactNode }) {
  const t = await getTranslations('Errors');
  return (
    <p className="actions">
      {lead}
      <Link href="/" className={lead ? 'button' : 'button button-primary'}>
        {t('backHome')}
      </Link>
      {admin ? (
        <Link href="/admin" className="button">
          {t('adminHome')}
        </Link>
      ) : (
        <Link href="/help" className="button">
          {t('help')}
        </Link>
      )}
    </p>
  );
}
