'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localePrefixes, type Locale } from '@/lib/i18n/locales';
import { useIsBot } from './useIsBot';

/**
 * The server-error variant (spec §2: "Internal server error"), for the error boundaries: try again,
 * the home page, and help (or the admin overview). Bots get no rendered page. Plain links: the router's
 * route table stays out of the error boundaries' code, which every page loads; the proxy sends
 * `/de/help` on to `/de/hilfe`.
 */
export function ServerErrorContent({ error, retry, admin = false }: { error: unknown; retry?: () => void; admin?: boolean }) {
  const t = useTranslations('Errors');
  const common = useTranslations('Common');
  const prefix = localePrefixes[useLocale() as Locale] ?? '';
  const bot = useIsBot();
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (bot !== false) return null;
  return (
    <div className="container page error-page" data-variant="server-error">
      <title>{`${t('serverErrorTitle')} · ${common('siteName')}`}</title>
      <h1>{t('serverErrorTitle')}</h1>
      <p className="lead">{t('serverErrorText')}</p>
      <p className="actions">
        {retry ? (
          <button type="button" className="button button-primary" onClick={() => retry()}>
            {t('retry')}
          </button>
        ) : null}
        <a href={prefix || '/'} className="button">
          {t('backHome')}
        </a>
        {admin ? (
          <a href={`${prefix}/admin`} className="button">
            {t('adminHome')}
          </a>
        ) : (
          <a href={`${prefix}/help`} className="button">
            {t('help')}
          </a>
        )}
      </p>
    </div>
  );
}
