import { headers } from 'next/headers';
import { isbot } from 'isbot';
import { getTranslations } from 'next-intl/server';
import { SERVER_ERROR_HEADER } from '@/lib/routing/path';
import { RetryLink } from './RetryLink';
import { NextSteps } from './NextSteps';
import { ErrorFrame } from '@/components/errors/ErrorFrame';

/** Whether proxy.ts serves this request the server-error page (lib/compose/lookup: the database does not answer). */
export async function servingServerError(): Promise<boolean> {
  return (await headers()).has(SERVER_ERROR_HEADER);
}

/**
 * The server-error variant (spec §2: "Internal server error") rendered on the server, for the requests
 * proxy.ts answers with it: try again (a link to the same address), the home page, and help (or the
 * admin overview); nothing for bots. The error boundaries show ServerErrorContent for errors thrown while
 * rendering.
 */
export async function ServerErrorPage({ admin = false }: { admin?: boolean }) {
  // Spec §8: for bots the error is logged and the page is not rendered (the status stays 500), as the
  // error boundaries do in the browser (useIsBot, the same isbot list).
  if (isbot((await headers()).get('user-agent'))) {
    console.error('[errors] server error served to a bot without the error page: the database does not answer');
    return null;
  }
  const t = await getTranslations('Errors');
  return (
    <ErrorFrame variant="server-error" title={t('serverErrorTitle')} lead={t('serverErrorText')}>
      <NextSteps admin={admin} lead={<RetryLink className="button button-primary">{t('retry')}</RetryLink>} />
    </ErrorFrame>
  );
}
