import { getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { errorMessageKey } from '@/lib/routing/error-message';
import { ServerErrorPage, servingServerError } from '@/components/errors/ServerErrorPage';
import { NextSteps } from '@/components/errors/NextSteps';
import { renderPolicy } from '@/lib/routing/render';

export const generateMetadata = pageMetadata('error');

/**
 * `/error?message=…` (spec §2): a message our own code sends (lib/routing/error-message) in the
 * page's language; any other text gets the general message, so a link cannot put its own words on
 * our pages. It also serves the server-error page when proxy.ts says so (lib/compose/lookup).
 */
export default async function ErrorRoute({ params, searchParams }: LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await renderPolicy('/error');
  await pageLocale(params);
  if (await servingServerError()) return <ServerErrorPage />;
  const { message } = await searchParams;
  const key = errorMessageKey(Array.isArray(message) ? message[0] : message);
  const t = await getTranslations('Errors');
  const page = await getTranslations('Pages.error');
  return (
    <div className="container page error-page">
      <h1>{page('title')}</h1>
      <p className="lead" role="alert">
        {t(`messages.${key ?? 'unknown'}`)}
      </p>
      <NextSteps />
    </div>
  );
}
