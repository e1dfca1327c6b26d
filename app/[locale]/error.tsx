'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { isbot } from 'isbot';

/** The server-error variant (spec §2): "Internal Server Error". Bots get no rendered page. */
export default function ErrorPage({ error, retry }: { error: unknown; retry?: () => void }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  // In the browser only: Node.js 21+ has a global navigator too (user agent "Node.js/22", which isbot counts as a bot).
  if (typeof window !== 'undefined' && isbot(navigator.userAgent)) return null;
  return (
    <main id="main" className="container page error-page" data-variant="server-error">
      <h1>{t('serverErrorTitle')}</h1>
      <p>{t('serverErrorText')}</p>
      {retry ? (
        <button type="button" className="button" onClick={() => retry()}>
          {t('retry')}
        </button>
      ) : null}
    </main>
  );
}
