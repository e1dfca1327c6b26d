'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { isbot } from 'isbot';
import { Link } from '@/lib/i18n/navigation';

/**
 * The server-error variant (spec §2: "Internal Server Error"), for the error boundaries: try again,
 * the home page, and help (or the admin overview). Bots get no rendered page.
 */
export function ServerErrorContent({ error, retry, admin = false }: { error: unknown; retry?: () => void; admin?: boolean }) {
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  // In the browser only: Node.js 21+ has a global navigator too (user agent "Node.js/22", which isbot counts as a bot).
  if (typeof window !== 'undefined' && isbot(navigator.userAgent)) return null;
  return (
    <div className="container page page-narrow error-page" data-variant="server-error">
      <title>{t('serverErrorTitle')}</title>
      <h1>{t('serverErrorTitle')}</h1>
      <p className="lead">{t('serverErrorText')}</p>
      <p className="actions">
        {retry ? (
          <button type="button" className="button button-primary" onClick={() => retry()}>
            {t('retry')}
          </button>
        ) : null}
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
        {admin ? (
          <Link href="/admin" className="button">
            {t('adminHome')}
          </Link>
        ) : (
          <Link href="/help" className="button">
            {t('help')}
          </Link>
        )}
      </p>
    </div>
  );
}
