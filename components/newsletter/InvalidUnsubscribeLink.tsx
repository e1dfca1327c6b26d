import { getTranslations } from 'next-intl/server';
import { NextSteps } from '@/components/errors/NextSteps';
import { ErrorFrame } from '@/components/errors/ErrorFrame';

/** An unsubscribe link we do not know (incomplete, or its subscription was deleted): say so and how to go on. */
export async function InvalidUnsubscribeLink() {
  const t = await getTranslations('Newsletter');
  return (
    <ErrorFrame variant="not-found" title={t('invalidLinkTitle')} lead={t('invalidLinkText')}>
      <NextSteps />
    </ErrorFrame>
  );
}
