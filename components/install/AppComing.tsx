import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import styles from './AppComing.module.css';

/** No store page configured yet: the app is coming; meanwhile the newsletter tells when, and the web tools work. */
export async function AppComing() {
  const t = await getTranslations('Install');
  return (
    <section className={`container ${styles.coming}`} data-state="coming" aria-labelledby="app-coming-title">
      <h2 id="app-coming-title">{t('comingTitle')}</h2>
      <p>{t('comingText')}</p>
      <p className="actions">
        <Link href={{ pathname: '/install', hash: 'newsletter-title' }} className="button button-primary">
          {t('comingNewsletter')}
        </Link>
        <Link href="/survey/test" className="button">
          {t('comingTest')}
        </Link>
      </p>
    </section>
  );
}
