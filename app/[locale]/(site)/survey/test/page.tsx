import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { TestForm } from '@/components/surveys/TestForm';
import { NarrowPage } from '@/components/layout/NarrowPage';

export const generateMetadata = pageMetadata('surveyTest');

export default async function Page({ params }: LocaleParams) {
  await pageLocale(params);
  const page = await getTranslations('Pages.surveyTest');
  const t = await getTranslations('Survey');
  const messages = await getMessages();
  return (
    <NarrowPage title={page('title')} lead={page('purpose')}>
      <p className="muted">{t('test.privacy')}</p>
      <NextIntlClientProvider messages={{ Survey: messages.Survey, Forms: messages.Forms }}>
        <TestForm />
      </NextIntlClientProvider>
    </NarrowPage>
  );
}
