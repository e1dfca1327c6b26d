import { getTranslations } from 'next-intl/server';
import { NextSteps } from '@/components/errors/NextSteps';

/** An unsubscribe link we do not know (incomplete, or its subscription was deleted): say so and how to go on. */
export async function InvalidUnsubscribeLink() {
  const t = await getTranslations('Newsletter');
  return (
    <div className="container page page-narrow error-page" data-variant="not-found">
      <title>{t('invalidLinkTitle')}</title>
      <h1>{t('invalidLinkTitle')}</h1>
      <p className="lead">{t('invalidLinkText')}</p>
      <NextSteps />
    </div>
  );
}
