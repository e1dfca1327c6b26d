import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** An unsubscribe link we do not know (incomplete, or its subscription was deleted): say so and how to go on. */
export async function InvalidUnsubscribeLink() {
  const t = await getTranslations('Newsletter');
  const errors = await getTranslations('Errors');
  return (
    <div className="container page page-narrow error-page" data-variant="not-found">
      <title>{t('invalidLinkTitle')}</title>
      <h1>{t('invalidLinkTitle')}</h1>
      <p className="lead">{t('invalidLinkText')}</p>
      <p className="actions">
        <Link href="/" className="button button-primary">
          {errors('backHome')}
        </Link>
        <Link href="/help" className="button">
          {errors('help')}
        </Link>
      </p>
    </div>
  );
}
