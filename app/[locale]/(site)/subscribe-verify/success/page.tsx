import { getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { Outcome } from '@/components/layout/Outcome';
import { ActionLinks } from '@/components/layout/ActionLinks';

export const generateMetadata = pageMetadata('subscribeVerifySuccess');

/** After the confirmation link: the subscription is confirmed, and what to do until the first email. */
export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const t = await getTranslations('Pages.subscribeVerifySuccess');
  return (
    <div className="container page page-narrow">
      <h1>{t('title')}</h1>
      <Outcome status={t('purpose')} next={t('next')}>
        <ActionLinks
          links={[
            ['/survey/test', t('test')],
            ['/quit-smoking', t('plan')],
            ['/', t('home')],
          ]}
        />
      </Outcome>
    </div>
  );
}
