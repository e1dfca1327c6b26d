import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PageKey } from '@/lib/i18n/page';

/** A page whose feature arrives in a later issue: its heading and what it is for, translated. */
export async function InfoPage({ page, children }: { page: PageKey; children?: ReactNode }) {
  const t = await getTranslations(`Pages.${page}`);
  const common = await getTranslations('Common');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('purpose')}</p>
      {children ?? <p className="muted">{common('comingSoon')}</p>}
    </div>
  );
}
