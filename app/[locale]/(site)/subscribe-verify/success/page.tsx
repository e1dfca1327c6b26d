import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/routing/navigation';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { Outcome } from '@/components/layout/Outcome';

export const generateMetadata = pageMetadata('subscribeVerifySuccess');

/** After the confirmation link: the subscription is confirmed, and what to do until the first email. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('Pages.subscribeVerifySuccess');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <Outcome status={t('purpose')} next={t('next')}>
        <Link href="/survey/test" className="button button-primary">
          {t('test')}
        </Link>
        <Link href="/quit-smoking" className="button">
          {t('plan')}
        </Link>
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </Outcome>
    </div>
  );
}
