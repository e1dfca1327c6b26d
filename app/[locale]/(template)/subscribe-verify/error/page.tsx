import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { NextSteps } from '@/components/errors/NextSteps';

export const generateMetadata = pageMetadata('subscribeVerifyError');

/** A confirmation link that is invalid, used or expired: say so, and offer a new subscription, home and help. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('Pages.subscribeVerifyError');
  return (
    <div className="container page page-narrow" data-variant="link-error">
      <h1>{t('title')}</h1>
      <p className="lead">{t('purpose')}</p>
      <p>{t('usedHint')}</p>
      <NextSteps
        lead={
          <Link href={{ pathname: '/', hash: 'newsletter-title' }} className="button button-primary">
            {t('subscribeAgain')}
          </Link>
        }
      />
    </div>
  );
}
