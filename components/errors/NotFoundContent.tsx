import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CurrentPath } from '@/components/layout/CurrentPath';

/**
 * The not-found variant (spec §2: "Page Not Found" plus the path), with the next steps: the home page
 * and help. `admin` pages offer the admin overview instead of help.
 */
export async function NotFoundContent({ admin = false }: { admin?: boolean }) {
  const t = await getTranslations('Errors');
  return (
    <div className="container page page-narrow error-page" data-variant="not-found">
      <title>{t('notFoundTitle')}</title>
      <h1>{t('notFoundTitle')}</h1>
      <p className="lead">
        {t('notFoundText')} <CurrentPath />
      </p>
      <p>{t('notFoundNext')}</p>
      <p className="actions">
        <Link href="/" className="button button-primary">
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
