import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { NarrowPage } from '@/components/layout/NarrowPage';
import styles from './WebApp.module.css';

/**
 * /install while no store page is configured: no app is promised. Exhale works in the browser; how to
 * keep it on the home screen; the web's next steps (the quit plan, the dependence test).
 */
export async function WebApp() {
  const t = await getTranslations('Install.web');
  return (
    <NarrowPage title={t('title')} lead={t('lead')}>
      <section className={styles.web} data-state="web" aria-labelledby="home-screen-title">
        <h2 id="home-screen-title">{t('homeScreenTitle')}</h2>
        <ul>
          <li>{t('iphone')}</li>
          <li>{t('android')}</li>
        </ul>
      </section>
      <p className="actions">
        <Link href="/account" className="button button-primary">
          {t('plan')}
        </Link>
        <Link href="/survey/test" className="button">
          {t('test')}
        </Link>
      </p>
    </NarrowPage>
  );
}
