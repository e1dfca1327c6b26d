import { getTranslations } from 'next-intl/server';
import { WhatIsDeleted } from '@/components/deletion/WhatIsDeleted';
import { Link } from '@/lib/routing/navigation';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { DeletedNotice } from '@/components/deletion/DeletedNotice';

export const generateMetadata = pageMetadata('startDataDeletion');

/** Public (app stores link here): what is deleted and how; signed-out visitors sign in first. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const page = await getTranslations('Pages.startDataDeletion');
  const t = await getTranslations('Deletion');
  return (
    <div className="container page page-narrow">
      <DeletedNotice message={t('deleted')} />
      <h1>{page('title')}</h1>
      <p className="lead">{page('purpose')}</p>
      <WhatIsDeleted />
      <p>{t('keep')}</p>
      <h2>{t('howTitle')}</h2>
      <ol>
        <li>{t('how1')}</li>
        <li>{t('how2')}</li>
        <li>{t('how3')}</li>
      </ol>
      <p>
        {/* Signed out, the guard sends this to /login?redirect=/…/data-deletion first. */}
        <Link className="button button-primary" href="/data-deletion">
          {t('start')}
        </Link>
      </p>
      <p className="muted">{t('app')}</p>
    </div>
  );
}
