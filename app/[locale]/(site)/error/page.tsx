import { getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { errorMessageKey } from '@/lib/routing/error-message';
import { ServerErrorPage, servingServerError } from '@/components/errors/ServerErrorPage';
import { NextSteps } from '@/components/errors/NextSteps';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('error');

/**
 * `/error?message=…` (spec §2): shows the message, translated when it is one we know, escaped always.
 * It also serves the server-error page when proxy.ts says so (lib/compose/lookup).
 */
export default async function ErrorRoute({ params, searchParams }: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await renderPolicy('/error');
  await pageLocale(params);
  if (await servingServerError()) return <ServerErrorPage />;
  const { message } = await searchParams;
  const raw = (Array.isArray(message) ? message[0] : message)?.slice(0, 300);
  const t = await getTranslations('Errors');
  const page = await getTranslations('Pages.error');
  const key = errorMessageKey(raw);
  return (
    <div className="container page error-page">
      <h1>{page('title')}</h1>
      <p className="lead" role="alert">
        {key ? t(`messages.${key}`) : raw || t('messages.unknown')}
      </p>
      <NextSteps />
    </div>
  );
}
