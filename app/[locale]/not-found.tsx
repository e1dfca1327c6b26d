import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { CurrentPath } from '@/components/layout/CurrentPath';

export default async function NotFound() {
  const t = await getTranslations('Errors');
  return (
    <main id="main" className="container page error-page" data-variant="not-found">
      <title>{t('notFoundTitle')}</title>
      <h1>{t('notFoundTitle')}</h1>
      <p>
        {t('notFoundText')} <CurrentPath />
      </p>
      <p>
        <Link href="/" className="button">
          {t('backHome')}
        </Link>
      </p>
    </main>
  );
}
