import { getTranslations } from 'next-intl/server';
import { CurrentPath } from '@/components/layout/CurrentPath';
import { NextSteps } from './NextSteps';
import { ErrorFrame } from './ErrorFrame';

/**
 * The not-found variant (spec §2: "Page not found" plus the path), with the next steps: the home page
 * and help. `admin` pages offer the admin overview instead of help.
 */
export async function NotFoundContent({ admin = false }: { admin?: boolean }) {
  const t = await getTranslations('Errors');
  return (
    <ErrorFrame
      variant="not-found"
      title={t('notFoundTitle')}
      lead={
        <>
          {t('notFoundText')} <CurrentPath />
        </>
      }
    >
      <p>{t('notFoundNext')}</p>
      <NextSteps admin={admin} />
    </ErrorFrame>
  );
}
