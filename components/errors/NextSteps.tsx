import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ActionLinks } from '@/components/layout/ActionLinks';

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
      <ActionLinks primary={lead ? -1 : 0} links={[['/', t('backHome')], admin ? ['/admin', t('adminHome')] : ['/help', t('help')]]} />
    </p>
  );
}
